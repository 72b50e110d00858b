/**
 * The e2e files' environment: Node's, with playwright-core loaded once per jest worker instead of once per file.
 * Jest gives every test file a fresh module registry, and playwright-core's client (about half a CPU-second to
 * load) would be evaluated again for each of the ~50 e2e files. Loaded here, in the worker's own realm, it is
 * shared; `playwright-core` in an e2e file resolves to test/e2e/playwright.cjs, which hands out this copy. The
 * browser, its contexts and pages hold no state between files: each file connects and closes its own connection
 * (test/e2e/browser.ts).
 */
const { TestEnvironment } = require('jest-environment-node');
const playwright = require('playwright-core');

class E2eEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    this.global.__walletGatePlaywright = playwright;
  }
}

module.exports = E2eEnvironment;
