module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'content-detail',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
