import { buildDemo } from '../../sandbox/build';

/** Builds the demo bundles once (production mode) for every e2e file; each file starts its own stack. */
export default async function globalSetup() {
  if (process.env.WALLETGATE_E2E_SKIP_BUILD === '1') return;
  await buildDemo();
}
