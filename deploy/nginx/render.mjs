// Renders deploy/nginx/templates for an nginx started by hand (`npm run scale`, or a machine without
// Docker): the same ${NAME} substitution nginx's Docker image does, and a main nginx.conf that keeps
// every file nginx writes (pid, temp folders, cache) under one folder, so it runs beside anything else.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATES_DIR = path.join(import.meta.dirname, 'templates');
/** The image's entrypoint runs it before nginx starts (deploy/k8s): SHARE_REAL_IP_FROM into directives. */
const REAL_IP_SCRIPT = path.join(import.meta.dirname, 'entrypoint/15-share-web-real-ip.sh');

/** `${NAME}` replaced by `values[NAME]`; a name without a value is an error (nginx's own `$name` is left alone). */
export function renderTemplate(text, values) {
  return text.replace(/\$\{(\w+)\}/g, (_match, name) => {
    if (values[name] === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return String(values[name]);
  });
}

/**
 * Writes `dir`/nginx.conf for `nginx -p dir -c dir/nginx.conf` in the foreground. `sites` are
 * instances of share-web.conf.template: { listen, upstream, servers: ['127.0.0.1:4420', …] }.
 * `realIpFrom` is SHARE_REAL_IP_FROM: the peers believed in X-Forwarded-For (default loopback).
 * `statusPort`: nginx's stub_status at http://127.0.0.1:statusPort/nginx-status (loopback only).
 * `pageCache: false` turns the page cache off (`proxy_cache off`, every page goes to a replica): for
 * a load test that must measure renders whatever the cache rules (`npm run overload`). A site's own
 * `pageCache` overrides it for that server block (`npm run scale`: a cached block beside uncached ones).
 */
export function writeNginxConf(dir, sites, { realIpFrom, statusPort, pageCache = true } = {}) {
  const templates = readdirSync(TEMPLATES_DIR)
    .filter((name) => name.endsWith('.conf.template'))
    .sort();
  const maps = templates.filter((name) => name !== 'share-web.conf.template');
  const site = readFileSync(path.join(TEMPLATES_DIR, 'share-web.conf.template'), 'utf8');
  const parts = maps.map((name) => readFileSync(path.join(TEMPLATES_DIR, name), 'utf8'));
  const realIpConf = path.join(dir, 'real-ip.conf');
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', [REAL_IP_SCRIPT], {
    env: {
      PATH: process.env.PATH,
      SHARE_REAL_IP_CONF: realIpConf,
      ...(realIpFrom ? { SHARE_REAL_IP_FROM: realIpFrom } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  parts.push(readFileSync(realIpConf, 'utf8'));
  for (const { listen, upstream, servers, pageCache: sitePageCache = pageCache } of sites) {
    const cacheDir = path.join(dir, `cache-${upstream}`);
    mkdirSync(cacheDir, { recursive: true });
    const rendered = renderTemplate(site, {
      SHARE_LISTEN: listen,
      SHARE_UPSTREAM: upstream,
      SHARE_SERVERS: servers.map((server) => `server ${server} max_fails=0;`).join('\n    '),
      SHARE_CACHE_DIR: cacheDir,
    });
    const cacheLine = `proxy_cache ${upstream}_pages;`;
    if (!sitePageCache && !rendered.includes(cacheLine))
      throw new Error(`nginx template: no "${cacheLine}" to turn off`);
    parts.push(sitePageCache ? rendered : rendered.replace(cacheLine, 'proxy_cache off;'));
  }
  if (statusPort)
    parts.push(`server {
    listen 127.0.0.1:${statusPort};
    access_log off;
    location = /nginx-status { stub_status; }
}`);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, `temp-${temp}`), { recursive: true });
  const conf = `# Written by deploy/nginx/render.mjs.
${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
    client_body_temp_path ${path.join(dir, 'temp-client_body')};
    proxy_temp_path ${path.join(dir, 'temp-proxy')};
    fastcgi_temp_path ${path.join(dir, 'temp-fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'temp-uwsgi')};
    scgi_temp_path ${path.join(dir, 'temp-scgi')};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65s;

${parts.join('\n')}
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}
