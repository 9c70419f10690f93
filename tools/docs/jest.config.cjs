const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'docs',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
};
