/**
 * The page cache key's query part for nginx (deploy/nginx), written from the keys the routes declare
 * (app/lib/page-query.ts) into deploy/nginx/templates/01-share-web-page-query.conf.template, which
 * nginx includes beside the other maps (no `${…}` in it: the templates' own placeholders look like that). nginx cannot match a route's keys per path
 * cheaply, so it keys on every declared key: a key no route reads (WeChat's `from`, `utm_*`,
 * `share_*`, anything unknown) never makes another entry there either. Each key contributes its
 * first value as sent, or `key=` when present without one, like URLSearchParams.get; values are not
 * decoded, so `%41` and `A` are two entries of the same page (the site's own key decodes them).
 */

/** The nginx variable holding a key's part. */
function variableOf(key: string): string {
  return `share_query_${key.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * nginx's page cache key, as share-web.conf.template writes it: the Host with its port ($http_host: the
 * site renders og:url, canonical and connect-src with it) and the encoding asked of the site.
 */
export const NGINX_PAGE_CACHE_KEY =
  '$share_env_class|$scheme|$http_host|$uri?$share_page_query|$share_upstream_encoding';

export function nginxQueryKeyConf(keys: readonly string[]): string {
  const lines = [
    '# Generated from the query keys the share pages read (apps/share-web/app/lib/page-query.ts and each',
    "# route module's handle); apps/share-web/server/page-cache-key.spec.ts fails when it is out of date.",
    '# Use it inside http {}, then key the page cache on the path, these keys and the environment class,',
    '# with the Host as sent to the site, port included (share-web.conf.template):',
    `#   proxy_cache_key "${NGINX_PAGE_CACHE_KEY}";`,
    '',
  ];
  for (const key of keys) {
    lines.push(
      `map $args $${variableOf(key)} {`,
      `    "~(?:^|&)${regexEscape(key)}(?:=([^&]*))?(?:&|$)" "${key}=$1&";`,
      '    default "";',
      '}',
    );
  }
  lines.push(
    'map $uri $share_page_query {',
    `    default "${keys.map((key) => `$${variableOf(key)}`).join('')}";`,
    '}',
    '',
  );
  return lines.join('\n');
}
