// Typed readers of DocDetail.payload (spec §3): the payload is free-form JSON from the platform.
import { httpAddress } from '@share/contract/browser';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const bool = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';

export interface LinkPayload {
  url: string;
  real_url: string;
  nav: boolean;
  capsule: boolean;
  bizName: string;
}

/** payload of h5 and link items: url, real_url, nav, capsule, bizName. */
export function readLinkPayload(payload: Record<string, unknown> | null | undefined): LinkPayload {
  const p = payload ?? {};
  return {
    url: str(p['url']),
    real_url: str(p['real_url']),
    nav: bool(p['nav']),
    capsule: bool(p['capsule']),
    bizName: str(p['bizName']),
  };
}

/** The address a link opens: real_url when the platform resolved one, else url; only http(s). */
export function linkTarget(payload: LinkPayload): string | null {
  return httpAddress(payload.real_url) ?? httpAddress(payload.url);
}

export interface SpTopicPayload {
  enable_app: boolean;
  app_url: string;
  enable_pc: boolean;
  pc_url: string;
}

export function readSpTopicPayload(payload: Record<string, unknown> | null | undefined): SpTopicPayload {
  const p = payload ?? {};
  return {
    enable_app: bool(p['enable_app']),
    app_url: str(p['app_url']),
    enable_pc: bool(p['enable_pc']),
    pc_url: str(p['pc_url']),
  };
}

/**
 * An app address: the app's own scheme (nanling://…), http(s) or a site path; never a scheme that
 * runs or embeds something in the page (javascript:, data:, vbscript:, blob:, file:).
 */
export function isSafeAppUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme !== undefined && !['javascript', 'data', 'vbscript', 'blob', 'file'].includes(scheme);
}

/** sp_topic: app_url only when enable_app (and a safe address), pc_url only when enable_pc (and an http(s) address). */
export function spTopicTargets(payload: SpTopicPayload): { appUrl: string | null; pcUrl: string | null } {
  return {
    appUrl: payload.enable_app && isSafeAppUrl(payload.app_url) ? payload.app_url.trim() : null,
    pcUrl: payload.enable_pc && /^https?:\/\//i.test(payload.pc_url) ? payload.pc_url : null,
  };
}

export interface MiniProgramPayload {
  appid: string;
  username: string;
  path: string;
  env_version: string;
}

export function readMiniProgramPayload(payload: Record<string, unknown> | null | undefined): MiniProgramPayload {
  const p = payload ?? {};
  return {
    appid: str(p['appid']),
    username: str(p['username']),
    path: str(p['path']),
    env_version: str(p['env_version']) || 'release',
  };
}

export interface GalleryImage {
  url: string;
  caption: string;
}

/** Gallery pictures: detail.images (url, description), else payload.images (url, caption). */
export function galleryImagesOf(detail: {
  images?: { url: string; description: string }[];
  payload?: Record<string, unknown>;
}): GalleryImage[] {
  if (detail.images && detail.images.length > 0)
    return detail.images.map((image) => ({ url: image.url, caption: image.description }));
  const raw = detail.payload?.['images'];
  if (!Array.isArray(raw)) return [];
  return raw
    .map((image: Record<string, unknown>) => ({
      url: str(image?.['url']),
      caption: str(image?.['caption'] ?? image?.['description']),
    }))
    .filter((image) => image.url);
}
