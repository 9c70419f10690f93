// The deployment's own tests: nginx (Debian's /usr/sbin/nginx, or NGINX) runs deploy/nginx's
// templates in front of stubs and the platform API; compose.yaml is read as text. Nothing is built
// first: nginx's tests in front of the site's production build live in tools/deploy.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120_000,
  globalSetup: '<rootDir>/testing/require-nginx.mjs',
};
