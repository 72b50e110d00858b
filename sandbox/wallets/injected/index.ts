/** Page entry (`/assets/sandbox-wallets.js`): runs before the widget's scripts, as an extension's content
 * script would, and installs the sandbox's injected wallets from the page's embedded sandbox description. */
import type { SandboxDescription } from '../../description';
import { installSandboxWallets } from './wallets';

const json = document.getElementById('sandbox-json')?.textContent;
if (json) installSandboxWallets(JSON.parse(json) as SandboxDescription, { search: location.search });
