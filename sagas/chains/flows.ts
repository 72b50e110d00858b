/** The shipped drivers' flows, by driver (loaded with the wallet flows, never on the first load). */
export { eip155Flows } from './eip155/flows';
export { solanaFlows } from './solana/flows';
export { polkadotFlows } from './polkadot/flows';
export { bip122Flows } from './bip122/flows';
