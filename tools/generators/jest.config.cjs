const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'generators',
  rootDir: __dirname,
  testEnvironment: 'node',
  // scripts/lib/throwaway-copy.mjs (shared with the workspace's tests) is ESM: SWC makes it CommonJS.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(preset.transform)[0] },
  // The test makes a library in a throwaway copy, then lints and tests it through Nx.
  testTimeout: 300_000,
};
