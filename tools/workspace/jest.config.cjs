const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'workspace',
  rootDir: __dirname,
  testEnvironment: 'node',
  // scripts/lib/outside-tools.mjs (shared with the scripts) is ESM: SWC makes it CommonJS for Jest.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': Object.values(preset.transform)[0] },
  testTimeout: 120_000,
};
