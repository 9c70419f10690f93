module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'share-web',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
