/** Page entry (`/assets/sandbox-bitcoin-wallet.js`), on the demo pages that configure Bitcoin networks only: it runs
 * before the widget's scripts, as an extension's content script would, and registers the sandbox Bitcoin wallet. */
import type { SandboxDescription } from '../../description';
import { installBitcoinWallet, type BitcoinWalletControls } from './wallet';

declare global {
  interface Window {
    sandboxBitcoinWallet?: BitcoinWalletControls;
  }
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f7931a"/><path d="M24 16h14a8 8 0 0 1 0 16H24zm0 16h16a8 8 0 0 1 0 16H24zM28 12v40M36 12v40" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/></svg>`;

const json = document.getElementById('sandbox-json')?.textContent;
const description = json ? (JSON.parse(json) as SandboxDescription) : null;
const wallet = description?.wallets?.bitcoin;
if (wallet?.accounts.length) {
  const auto = new URLSearchParams(location.search).get('wallet.autoApprove');
  window.sandboxBitcoinWallet = installBitcoinWallet({
    name: wallet.name,
    accounts: wallet.accounts,
    icon: `data:image/svg+xml;base64,${btoa(ICON)}`,
    autoApprove: auto === '1' || auto === 'true',
  });
}
