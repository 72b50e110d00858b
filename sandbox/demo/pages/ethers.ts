/**
 * A small ethers site: walletgate/ethers (v6) and walletgate/ethers5 side by side on one WalletGate instance (one
 * adapter of each type). Each button signs or sends through that library's signer; results show below.
 */
import { parseEther } from 'ethers';
import { createWalletGate } from '../../../src/index';
import { EthersAdapter } from '../../../src/adapters/ethers';
import { Ethers5Adapter } from '../../../src/adapters/ethers5';
import { demoOptions, expose } from './config';

/** Anvil's last seeded account: where the demo's 0.01 ETH goes. */
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const MESSAGE = 'Hello from an ethers site';

declare global {
  interface Window {
    ethersDemo?: { v6: EthersAdapter; v5: Ethers5Adapter };
  }
}

function show(results: HTMLElement, label: string, value: string) {
  let row = results.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!row) {
    const wrap = document.createElement('div');
    wrap.className = 'row';
    const dt = document.createElement('dt');
    dt.textContent = label;
    row = document.createElement('dd');
    row.setAttribute('aria-label', label);
    wrap.append(dt, row);
    results.append(wrap);
  }
  row.textContent = value;
}

export function mountEthers(root: HTMLElement) {
  const v6 = new EthersAdapter();
  const v5 = new Ethers5Adapter();
  const gate = createWalletGate({ ...demoOptions(), adapters: [v6, v5] });
  expose('ethers', gate);
  window.ethersDemo = { v6, v5 };
  const button = document.createElement('walletgate-button');
  const actions = document.createElement('div');
  actions.className = 'actions';
  const results = document.createElement('dl');
  results.setAttribute('aria-label', 'ethers results');
  root.append(button, actions, results);
  gate.mountButton(button, { label: 'Connect (ethers site)' });

  const run = (label: string, task: () => Promise<string>) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', () => {
      task().then(
        (value) => show(results, `${label}: result`, value),
        (error: Error) => show(results, `${label}: error`, error.message.slice(0, 200)),
      );
    });
    actions.append(b);
  };
  run('Sign with ethers v6', async () => (await v6.getSigner()).signMessage(MESSAGE));
  run('Send 0.01 ETH with ethers v6', async () => (await (await v6.getSigner()).sendTransaction({ to: RECEIVER, value: parseEther('0.01') })).hash);
  run('Sign with ethers v5', async () => (await v5.getSigner()).signMessage(MESSAGE));
  run('Send 0.01 ETH with ethers v5', async () => (await (await v5.getSigner()).sendTransaction({ to: RECEIVER, value: parseEther('0.01').toString() })).hash);
  const status = () => {
    const c = v6.getConnection();
    show(results, 'ethers account', c.accounts[0] ?? '—');
    show(results, 'ethers chain', c.chainId === null ? '—' : String(c.chainId));
  };
  v6.subscribe(status);
  status();
  return gate;
}

const root = document.getElementById('ethers-root');
if (root) mountEthers(root);
