module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'share-web-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
