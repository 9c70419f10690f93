/**
 * The app's page rules as the server library applies them: previews and /auth (never cached),
 * the query keys of the route table, the desktop page, the environment class of an agent. Imported
 * by both server entries (main.ts, dev.ts) and by the app's server tests.
 */
import type { PageRules } from '@share/share-web-server';
import { isPrivatePath } from '../app/lib/cache-control';
import { isFramedPageRequest, pcPageAddress } from '@share/shell/desktop';
import { environmentClass } from '../app/lib/environment-class';
import { canonicalTarget, queryKeysOf } from '../app/lib/page-query';

export const PAGE_RULES: PageRules = {
  isPrivatePath,
  isFramedPageRequest,
  pcPageAddress,
  queryKeysOf,
  canonicalTarget,
  environmentClass,
};
