// Shared Jest settings: SWC transforms TS/TSX, and the tsconfig path aliases resolve to library sources.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/.]/g, (c) => `\\${c}`)}$`] = path.join(__dirname, target);
}

module.exports = {
  testEnvironment: 'node',
  setupFiles: [path.join(__dirname, 'jest.testing-library.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  moduleNameMapper,
  testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/dist/'],
};
