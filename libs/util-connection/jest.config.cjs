module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'util-connection',
  rootDir: __dirname,
  testEnvironment: 'node',
};
