module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'live',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
