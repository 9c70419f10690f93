const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'workspace',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
};
