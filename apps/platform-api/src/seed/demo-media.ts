// Paths of the generated demo files under apps/platform-api/assets, served at /media/<path>.
import type { DemoThumb } from './demo-types';

const pad = (n: number) => String(n).padStart(2, '0');

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** 750×422 landscape cover, n in 1..32. */
export const cover = (n: number) => `/media/covers/cover-${pad(n)}.png`;
/** 540×960 vertical cover (short videos, live backgrounds), n in 1..6. */
export const vertical = (n: number) => `/media/vertical/vertical-${pad(n)}.png`;
/** 750×500 gallery picture, n in 1..12. */
export const gallery = (n: number) => `/media/gallery/gallery-${pad(n)}.png`;
/** 750×300 banner, n in 1..4. */
export const banner = (n: number) => `/media/banners/banner-${pad(n)}.png`;
/** 300×300 user avatar, n in 1..16. */
export const userAvatar = (n: number) => `/media/avatars/user-${pad(n)}.png`;
/** 300×300 media-account avatar, n in 1..6. */
export const mpAvatar = (n: number) => `/media/avatars/mp-${pad(n)}.png`;
/** Pixel size of the generated pictures of each folder (demo-data.spec reads the PNG headers). */
export const MEDIA_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  covers: [750, 422],
  vertical: [540, 960],
  gallery: [750, 500],
  banners: [750, 300],
  avatars: [300, 300],
};

/** width="…" height="…" of a generated picture, so rich text reserves its box before it loads. */
export function sizeAttributes(path: string): string {
  const size = MEDIA_SIZES[path.split('/')[2] ?? ''];
  return size ? ` width="${size[0]}" height="${size[1]}"` : '';
}
export const SITE_LOGO = '/media/brand/site-logo.png';
export const navIcon = (name: string, selected: boolean) => `/media/nav/${name}${selected ? '-selected' : ''}.svg`;
export const weatherIcon = (name: 'sunny' | 'cloudy' | 'rain' | 'overcast') => `/media/weather/${name}.svg`;

export function coverThumb(n: number): DemoThumb {
  const path = cover(n);
  return { thumb: path, url: path, wbep_thumb: path, width: 750, height: 422 };
}

export function verticalThumb(n: number): DemoThumb {
  const path = vertical(n);
  return { thumb: path, url: path, wbep_thumb: path, width: 540, height: 960 };
}

export function galleryThumb(n: number): DemoThumb {
  const path = gallery(n);
  return { thumb: path, url: path, wbep_thumb: path, width: 750, height: 500 };
}
