module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 180_000,
};
