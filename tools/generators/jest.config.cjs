const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'generators',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The test makes a library in a throwaway copy, then lints and tests it through Nx.
  testTimeout: 300_000,
};
