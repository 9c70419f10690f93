module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'tracking',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
