module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'deploy-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 180_000,
  // Two suites at once, whatever the cores: they mostly wait on what they start (the pods of
  // k8s-local, nginx in front of the site's build, its 31 s stale window), and Jest's default of one
  // worker on two cores ran them one after another (119 s in a clean-clone run: the sum of its
  // suites, path-poisoning's 48 s the longest).
  maxWorkers: 2,
};
