/**
 * Stable styled-components ids: styled-components' own babel plugin, run on our modules before Vite
 * compiles them, names each styled component after its file and its place in it.
 *
 * Without it a component's id is a counter over every component created so far, and the server
 * bundle (all modules, in one order) and the browser (the chunks a page loads, in another) count
 * differently: the article's body was `eVaqYc` in the server's HTML and `hNJMSB` in the browser.
 * Hydration then found none of the server's class names registered, ran stylis again for every
 * component the page shows and inserted about 50 copies of rules the page already had, each insert
 * a style change of the whole document, in the tasks after the first paint. styled-components'
 * documentation asks for the plugin for server rendering for this reason.
 */
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const STYLED_IMPORT = /from ['"]styled-components['"]/;
const SOURCE = /\.[cm]?tsx?$/;

export function styledComponentsIds(): Plugin {
  return {
    name: 'share-web:styled-components-ids',
    // Before Vite's own TypeScript and JSX transform: babel only parses those, the output is still TypeScript.
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !SOURCE.test(id) || !STYLED_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            // Ids, no display names in class names; the CSS of the template literals minified (their
            // whitespace and comments, which no minifier of JavaScript touches: 0.4 KB gzip of the
            // article's first load, the same rules in the server's style tag); /*#__PURE__*/ lets the
            // bundler drop unused components.
            {
              ssr: true,
              displayName: false,
              fileName: false,
              pure: true,
              minify: true,
              transpileTemplateLiterals: false,
            },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const STYLED_COMPONENTS_MODULE = /\/node_modules\/styled-components\//;

/**
 * styled-components imports stylis as a namespace and reads its prefixer from it, so Rollup keeps
 * the prefixer (and with it stylis' Prefixer.js) though it only runs when a StyleSheetManager enables
 * vendor prefixes, which the site never does. In the browser build, styled-components' 'stylis' is
 * `replacement` (stylis-without-prefixer.ts: the same exports, but a prefixer that throws). The
 * server build keeps stylis as it is (its bytes are not sent).
 */
export function stylisWithoutPrefixer(replacement: string): Plugin {
  return {
    name: 'share-web:stylis-without-prefixer',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (source !== 'stylis' || options?.ssr || !importer || !STYLED_COMPONENTS_MODULE.test(importer)) return null;
      return replacement;
    },
  };
}
