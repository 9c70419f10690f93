import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { SHARE_BASE_PATH } from '../../libs/contract/src/lib/base-path';

export default defineConfig({
  base: `${SHARE_BASE_PATH}/`,
  plugins: [reactRouter(), tsconfigPaths({ root: '../..' })],
  // styled-components must be bundled into the server build so that server and client agree on
  // its module instance (and its CommonJS/ESM split does not bite under Node).
  ssr: { noExternal: ['styled-components'] },
  build: { target: 'es2020' },
});
