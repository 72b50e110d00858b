/**
 * A minimal site of the kind an integrator writes: plain HTML, WalletGate's button, a line saying who is connected
 * and a button that asks the wallet to sign. It configures WalletGate from the sandbox it is pointed at (the
 * `walletgate-sandbox` meta tag, which the site's dev server fills in), as a site under test would.
 * (An integrator imports from 'walletgate'; this page imports the library's source, which the package is built from.)
 */
import { createWalletGate } from '../../../src/index';
import type { SandboxDescription } from '../../../sandbox/description';

async function main() {
  const sandboxUrl = document.querySelector('meta[name="walletgate-sandbox"]')!.getAttribute('content')!;
  const sandbox = (await (await fetch(`${sandboxUrl}/sandbox.json`)).json()) as SandboxDescription;
  const gate = createWalletGate({
    projectId: sandbox.projectId,
    networks: sandbox.networks,
    endpoints: sandbox.endpoints,
    metadata: { name: 'My dapp', description: 'A site testing WalletGate', url: location.origin, icons: [] },
  });
  gate.mountButton(document.getElementById('connect')!);

  const status = document.getElementById('status')!;
  gate.subscribeAccount((account) => {
    status.textContent = account.isConnected ? `Connected: ${account.address}` : 'Not connected';
  });

  const result = document.getElementById('signature')!;
  document.getElementById('sign')!.addEventListener('click', async () => {
    const { address } = gate.getAccount('eip155');
    const provider = gate.getWalletProvider('eip155');
    if (!provider || !address) return void (result.textContent = 'Connect an EVM wallet first');
    result.textContent = 'Waiting for the wallet…';
    try {
      const signature = (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })) as string;
      result.textContent = `Signed: ${signature}`;
    } catch (error) {
      result.textContent = `Not signed: ${(error as Error).message}`;
    }
  });
}

void main();
