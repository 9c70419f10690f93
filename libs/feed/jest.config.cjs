module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'feed',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
