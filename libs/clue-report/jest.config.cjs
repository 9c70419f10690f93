module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'clue-report',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
