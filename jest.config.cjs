/** Two kinds of test run under jest: the widget's (jsdom + msw) and the sandbox's (node, real chains). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj|cj)sx?$': swc };
// msw 2 pulls in a few ESM-only packages; let swc transform them.
// @wagmi/core ships ESM only (walletgate/wagmi's tests).
// @bitcoinerlab/secp256k1 2 loads the ESM-only @noble/curves (the sandbox Bitcoin wallet's ecc library).
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft|msw|@mswjs|outvariant|strict-event-emitter|headers-polyfill|@redux-devtools|lodash-es|@wagmi|@bitcoinerlab|@noble)/)'];

module.exports = {
  // browser and chain tests need more than the 5 s default; nothing waits on time, only on conditions
  testTimeout: 60000,
  // three workers on two cores: a browser file leaves about half a core idle while it waits on pages, relay and chains
  // (measured: an e2e run used 490 CPU-seconds in 870 core-seconds), and a third file takes that idle time
  maxWorkers: 3,
  testSequencer: '<rootDir>/test/sequencer.cjs',
  projects: [
    {
      displayName: 'widget',
      testEnvironment: '<rootDir>/test/helpers/widgetEnvironment.cjs',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/test/unit', '<rootDir>/test/integration'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/setupWidget.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      // Real Chromium against the real local stack (ARCHITECTURE: tests → e2e).
      displayName: 'e2e',
      testEnvironment: '<rootDir>/test/e2e/environment.cjs',
      moduleNameMapper: { '^playwright-core$': '<rootDir>/test/e2e/playwright.cjs' },
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'sandbox',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/sandbox'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
