const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Storybook 10 ships ESM only: let SWC turn it into CommonJS for composeStories.
  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook)/)'],
};
