// Share data of spec §3 (title, desc, link, imgUrl): the page's own, read from its head, and the
// platform's share config (getCWXconfig) laid over it.
import type { WxShareData } from './wx-sdk';

/** What a page without share tags of its own falls back to: the site's description and logo. */
export interface PageShareFallback {
  description?: string | null;
  imageUrl?: string | null;
}

/** The share config of getCWXconfig, as loosely as a platform may answer it. */
export type PlatformShareConfig = Partial<Record<keyof WxShareData, unknown>>;

/** The address without its hash: the form WeChat signs and shares. */
export function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** An absolute address for `address` relative to `base`; '' for none or an unusable one. */
export function absoluteAddress(address: string | null | undefined, base: string): string {
  if (!address) return '';
  try {
    return new URL(address, base).href;
  } catch {
    return '';
  }
}

function metaContent(doc: Document, selector: string): string {
  return doc.querySelector<HTMLMetaElement>(selector)?.content.trim() ?? '';
}

/**
 * The page's own share data, from the tags the server rendered into its head, so every page type
 * works without plumbing: og:title, else the document title; og:description, else the description
 * tag, else the site's description; og:image (else twitter:image, else the site logo) made absolute.
 * The link is the page's canonical address (<link rel="canonical">: the query without WeChat's
 * `from`/`isappinstalled`, `utm_*` or any key the page does not read, so a link shared on does not
 * pile them up and lands on the cached page), else the current address without hash. og:url names
 * the platform's share link, which may differ in its path.
 */
export function readPageShareData(doc: Document, pageUrl: string, fallback: PageShareFallback = {}): WxShareData {
  const title = metaContent(doc, 'meta[property="og:title"]') || doc.title.trim();
  const desc =
    metaContent(doc, 'meta[property="og:description"]') ||
    metaContent(doc, 'meta[name="description"]') ||
    (fallback.description ?? '').trim();
  const image =
    metaContent(doc, 'meta[property="og:image"]') ||
    metaContent(doc, 'meta[name="twitter:image"]') ||
    fallback.imageUrl;
  const canonical = absoluteAddress(
    doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
    pageUrl,
  );
  return { title, desc, link: canonical || withoutHash(pageUrl), imgUrl: absoluteAddress(image, pageUrl) };
}

function nonEmpty(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Precedence, field by field: a non-empty value of the platform's share config wins (the platform
 * decides how its content is shared, spec §7 getCWXconfig); an empty, blank or missing one leaves
 * the page's own value. Link and image are made absolute against the page address, since WeChat
 * needs absolute ones. Without a config (its call failed) the page's data is used as it is.
 */
export function mergeShareData(
  page: WxShareData,
  platform: PlatformShareConfig | null | undefined,
  pageUrl: string,
): WxShareData {
  const pick = (key: keyof WxShareData) => nonEmpty(platform?.[key]) || page[key];
  return {
    title: pick('title'),
    desc: pick('desc'),
    link: absoluteAddress(pick('link'), pageUrl) || page.link,
    imgUrl: absoluteAddress(pick('imgUrl'), pageUrl),
  };
}
