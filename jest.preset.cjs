// Shared Jest settings: SWC transforms TS/TSX and the workspace's own ES modules (the .mjs scripts the tests
// share with scripts/), and the tsconfig path aliases resolve to library sources (jest.resolver.cjs).
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  setupFiles: [path.join(__dirname, 'jest.testing-library.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  resolver: path.join(__dirname, 'jest.resolver.cjs'),
  testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/dist/'],
};
