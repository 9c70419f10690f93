module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'clue-report',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // No code yet: the library's issue adds it together with its tests.
  passWithNoTests: true,
};
