module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'wx-share',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
