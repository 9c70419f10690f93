module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
};
