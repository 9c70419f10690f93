module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'module-boundaries',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};
