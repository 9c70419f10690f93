module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'vite-plugins',
  rootDir: __dirname,
  testEnvironment: 'node',
};
