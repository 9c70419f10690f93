module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'util-format',
  rootDir: __dirname,
  testEnvironment: 'node',
};
