// The page head of a detail page (title, description, Open Graph, Twitter card), built on the server.
import type { SpecialShortData } from './detail-data';
import { SPECIAL_DEFAULT_TITLE } from './messages';

export const SITE_TITLE_SUFFIX = '客户端分享';
/** Longest description put in the head (characters). */
export const DESCRIPTION_MAX = 120;

export interface ShareMetaInput {
  title: string;
  summary?: string | null;
  /** Root-relative or absolute cover address. */
  cover?: string | null;
  /** Root-relative or absolute page address. */
  link?: string | null;
}

export type MetaDescriptor =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/**
 * An absolute address for a root-relative one ('/media/x.png' on origin https://a.b → https://a.b/media/x.png).
 * Only http(s) comes out: a `javascript:`, `data:` or any other scheme is '' (issue 58: og:image took
 * a `javascript:` cover), so the tag is left out.
 */
export function absoluteUrl(origin: string, address: string | null | undefined): string {
  if (!address) return '';
  try {
    const url = new URL(address.trim(), `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/** Plain text of a short HTML fragment, whitespace folded, cut to DESCRIPTION_MAX. */
export function plainDescription(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > DESCRIPTION_MAX ? `${plain.slice(0, DESCRIPTION_MAX - 1)}…` : plain;
}

/**
 * An item's full-size picture (share image, poster, special banner): style.data[0] url, else thumb.
 * A list's card shows the small picture first (@share/ui's coverOf).
 */
export function fullImageOf(detail: { style?: { data?: { url?: string; thumb?: string }[] } }): string {
  const first = detail.style?.data?.[0];
  return first?.url || first?.thumb || '';
}

/** Meta descriptors for React Router's meta export. */
export function shareMeta(input: ShareMetaInput, origin: string): MetaDescriptor[] {
  const title = input.title.trim();
  const description = plainDescription(input.summary) || title;
  const image = absoluteUrl(origin, input.cover);
  const url = absoluteUrl(origin, input.link);
  const tags: MetaDescriptor[] = [
    { title: title ? `${title} - ${SITE_TITLE_SUFFIX}` : SITE_TITLE_SUFFIX },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (url) tags.push({ property: 'og:url', content: url });
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  return tags;
}

/** The short form's page head: the special's or the item's share data, else the default title. */
export function specialShortMeta(data: SpecialShortData): MetaDescriptor[] {
  if (data.kind === 'special') {
    const { special, banner, origin } = data.special;
    return shareMeta(
      {
        title: special.title,
        summary: special.summary,
        cover: banner || fullImageOf(special),
        link: special.share_link,
      },
      origin,
    );
  }
  if (data.kind === 'item') {
    const { item, origin } = data;
    return shareMeta(
      {
        title: item.title || SPECIAL_DEFAULT_TITLE,
        summary: item.summary,
        cover: fullImageOf(item),
        link: item.share_link,
      },
      origin,
    );
  }
  return shareMeta({ title: SPECIAL_DEFAULT_TITLE }, data.origin);
}
