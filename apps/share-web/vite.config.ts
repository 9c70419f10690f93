import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

export default defineConfig({
  base: '/davmu/share/',
  plugins: [reactRouter(), tsconfigPaths({ root: '../..' })],
  // styled-components must be bundled into the server build so that server and client agree on
  // its module instance (and its CommonJS/ESM split does not bite under Node).
  ssr: { noExternal: ['styled-components'] },
  build: { target: 'es2020' },
});
