module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'clue-report',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Storybook 10 ships ESM only: let SWC turn it into CommonJS for composeStories.
  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook)/)'],
};
