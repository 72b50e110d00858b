/** Page entry (`/assets/sandbox-wallets.js`): runs before the widget's scripts, as an extension's content
 * script would, and installs the sandbox's injected wallets from the page's embedded sandbox description — or,
 * in any site's page, from the setup `walletgate/testing`'s injectWallets puts before it (an init script).
 * It only announces them: each wallet's signing code is a chunk of its own, fetched on the first request that signs. */
import type { SandboxDescription } from '../../description';
import { installSandboxWallets } from './wallets';

declare let __webpack_public_path__: string;

declare global {
  interface Window {
    /** set by walletgate/testing's injectWallets, in the same init script */
    __walletGateSandboxWallets?: { description: SandboxDescription; search: string };
  }
}

const injected = window.__walletGateSandboxWallets;
const json = document.getElementById('sandbox-json')?.textContent;
// Once per document: a demo page that also loads this script keeps the wallets the test injected.
if (!window.sandboxWallets) {
  if (injected) {
    // in another site's page: the signing chunks still come from the sandbox's demo server
    __webpack_public_path__ = `${injected.description.urls.demo}/assets/`;
    installSandboxWallets(injected.description, { search: injected.search });
  } else if (json) installSandboxWallets(JSON.parse(json) as SandboxDescription, { search: location.search });
}
