module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'platform-api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Several suites start the API on a fresh database (migrate + seed); on a busy 2-core machine
  // that alone can pass Jest's 5 s default.
  testTimeout: 20_000,
};
