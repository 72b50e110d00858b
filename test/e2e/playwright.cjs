/** `playwright-core` in an e2e file: the copy the environment loaded once for this worker (test/e2e/environment.cjs). */
module.exports = globalThis.__walletGatePlaywright;
