const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'workspace',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
  // Nx starts this project's tests last in `npm test` (it depends on every project, and Nx runs the
  // tasks with the most dependents first), so they run alone at the end of the stage: two workers
  // use both cores there (125 s alone with one, 95 s with two).
  maxWorkers: 2,
};
