// The rich text of an article (and of a video's or an audio's page) only shows the loader's HTML:
// the browser keeps the server's, and its code (the body's styles) loads once the page is idle.
import { staticIsland } from '@share/ui';
import type { ArticleBodyProps } from './article-body';

export const ArticleBody = staticIsland<ArticleBodyProps>(() => import('./article-body').then((m) => m.ArticleBody));
