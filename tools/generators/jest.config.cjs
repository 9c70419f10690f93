module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'generators',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The test makes a library, then lints and tests it through Nx.
  testTimeout: 300_000,
};
