module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'platform-api',
  rootDir: __dirname,
  testEnvironment: 'node',
};
