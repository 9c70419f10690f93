module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'util-metrics',
  rootDir: __dirname,
  testEnvironment: 'node',
};
