module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'deploy-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 180_000,
};
