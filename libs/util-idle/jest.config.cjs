module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'util-idle',
  rootDir: __dirname,
  testEnvironment: 'node',
};
