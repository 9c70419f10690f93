/**
 * @jest-environment node
 */
// nginx in front of the replicas (deploy/nginx) keys and skips its page cache by maps that repeat the
// site's own rules. Both are run here on one table: the environment class (part of both cache keys),
// the desktop redirect (nginx must never answer from its cache an agent the site would redirect) and
// private pages, previews and /auth (never cached by either). A session is neither's concern (issue 62);
// the site's own API (the viewer state, a visitor's own answer) has a location of its own, uncached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrivatePath } from '../app/lib/cache-control';
import { SITE_API_PATH } from '@share/contract/browser';
import { agentClassifier } from '@share/share-web-server';
import { environmentClass } from '../app/lib/environment-class';

const agentClass = agentClassifier(environmentClass);

const MAPS_FILE = path.resolve(__dirname, '../../../deploy/nginx/templates/00-share-web-maps.conf.template');
const SERVER_FILE = path.resolve(__dirname, '../../../deploy/nginx/templates/share-web.conf.template');

interface MapEntry {
  key: string;
  value: string;
}

/** The entries of `map $source $target { … }` in the conf file, in order. */
function readMap(conf: string, source: string, target: string): MapEntry[] {
  const start = conf.indexOf(`map ${source} ${target} {`);
  if (start < 0) throw new Error(`no map ${source} ${target} in ${MAPS_FILE}`);
  const body = conf.slice(conf.indexOf('{', start) + 1, conf.indexOf('\n}', start));
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
      if (!match) throw new Error(`unreadable map line: ${line}`);
      const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1) : text);
      return { key: unquote(match[1]), value: unquote(match[2]) };
    });
}

/** nginx's map lookup: an exact key, else the first regular expression that matches, else the default. */
function lookUp(entries: MapEntry[], input: string): string {
  const exact = entries.find((entry) => entry.key !== 'default' && !entry.key.startsWith('~') && entry.key === input);
  if (exact) return exact.value;
  for (const { key, value } of entries) {
    if (!key.startsWith('~')) continue;
    const insensitive = key.startsWith('~*');
    if (new RegExp(key.slice(insensitive ? 2 : 1), insensitive ? 'i' : '').test(input)) return value;
  }
  return entries.find((entry) => entry.key === 'default')?.value ?? '';
}

const conf = readFileSync(MAPS_FILE, 'utf8');
const envClass = readMap(conf, '$http_user_agent', '$share_env_class');
const maybeDesktop = readMap(conf, '$http_user_agent', '$share_maybe_desktop');
const privatePage = readMap(conf, '$uri', '$share_private_page');

/** Agents seen on share links: the messaging app and its mini programs, the own client, phone browsers, desktops, crawlers. */
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 miniProgram/wx123',
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.44 miniProgram/wx123',
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 micromessenger/8.0.44 MINIPROGRAM',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile DavmuApp/3.2.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 DavmuApp/3.2.0',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile davmuapp/3.2.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36',
  'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  'Mozilla/5.0 (Linux; Android 14; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_8.9.80_4614_YYB_D QQ/8.9.80.12440 NetType/WIFI',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.1.0__iphone__os17.0)',
  'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080710) miniProgram',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'curl/8.5.0',
  '',
];

describe("nginx's maps agree with the site", () => {
  it.each(AGENTS.map((ua) => [ua]))(
    'gives %j the site’s environment class, and never a cached page where the site redirects',
    (ua) => {
      const site = agentClass(ua);
      expect(lookUp(envClass, ua)).toBe(site.environment);
      if (site.desktop) expect(lookUp(maybeDesktop, ua)).toBe('1');
    },
  );

  it('covers every environment class and both desktop answers in the table', () => {
    expect(new Set(AGENTS.map((ua) => agentClass(ua).environment))).toEqual(
      new Set(['own', 'mini', 'wechat', 'other']),
    );
    expect(new Set(AGENTS.map((ua) => agentClass(ua).desktop))).toEqual(new Set([true, false]));
  });

  it.each([
    '/davmu/share/preview-editor/doc/2026/11/AbCdEf12/index.html',
    '/davmu/share/xpreview-1/doc/2026/11/AbCdEf12/index.html',
    '/davmu/share/mp/doc/2026/11/AbCdEf12/index.html',
    '/davmu/share/mp/preview-doc/2026/11/AbCdEf12/index.html',
    '/davmu/share/',
    '/davmu/share/auth',
    '/davmu/share/auth/',
    '/davmu/share/Auth',
    '/davmu/share/auth/index.html',
    '/davmu/share/author/doc/2026/11/AbCdEf12/index.html',
    '/davmu/share/invite/index.html',
  ])('treats %s as a private page exactly when the site does', (uri) => {
    expect(lookUp(privatePage, uri) === '1').toBe(isPrivatePath(uri));
  });

  it("passes the site's own API (the viewer state) by a location of its own, case-blind as the site, never the page cache", () => {
    const server = readFileSync(SERVER_FILE, 'utf8');
    const location = new RegExp(`\\n {4}location ~\\* \\^${SITE_API_PATH}/ \\{([^}]*)\\}`).exec(server);
    expect(location?.[1]).toMatch(/proxy_pass /);
    expect(location?.[1]).not.toMatch(/proxy_cache/);
  });
});
