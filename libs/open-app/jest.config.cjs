module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'open-app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
