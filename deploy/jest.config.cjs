// The deployment's own tests: nginx (Debian's /usr/sbin/nginx, or NGINX) runs deploy/nginx's
// templates in front of stubs and the platform API (and, for path-poisoning.spec.ts, the site's
// production build, which the test target builds first); compose.yaml is read as text.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
  globalSetup: '<rootDir>/testing/require-nginx.mjs',
};
