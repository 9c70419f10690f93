// What every tracking event says about the device and the page (spec §3: "device metadata plus
// extras"). The device part is the spec's locally kept device metadata — device_type, device_os and a
// generated user_id — stored under the device-meta key so the id survives visits; the page part is
// read when the event is made. Nothing else (no token, no account id) is sent.
import { v4 as uuidv4 } from 'uuid';
import { DEVICE_META_STORAGE_KEY } from './constants';
import { operatingSystemOf } from './agent-os';
import { parseUserAgent } from './user-agent';

export interface DeviceMeta {
  /** Spec §3: 'Android' or 'IOS'; agents that are neither (desktop, bots) say 'Other'. */
  device_type: 'IOS' | 'Android' | 'Other';
  /** The operating system and its version from the user agent, e.g. 'iOS 17.4', 'Android 14'. */
  device_os: string;
  /** A generated UUID identifying this browser (not the account). */
  user_id: string;
}

export interface PageMeta {
  screen_width: number;
  screen_height: number;
  /** navigator.language, e.g. 'zh-CN'. */
  language: string;
  /** The page address without its fragment. */
  url: string;
  referrer: string;
}

function storedUserId(storage: Storage | null): string | null {
  try {
    const raw = storage?.getItem(DEVICE_META_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const id = parsed && typeof parsed === 'object' ? (parsed as { user_id?: unknown }).user_id : null;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/**
 * The device metadata: type and OS from the current user agent, user_id from storage (generated and
 * stored on the first visit). Without storage the id lives as long as the page.
 */
export function loadDeviceMeta(storage: Storage | null, userAgent: string): DeviceMeta {
  const { deviceType, isIOS } = parseUserAgent(userAgent);
  const meta: DeviceMeta = {
    device_type: deviceType,
    device_os: operatingSystemOf(userAgent, isIOS),
    user_id: storedUserId(storage) ?? uuidv4(),
  };
  try {
    const serialized = JSON.stringify(meta);
    if (storage && storage.getItem(DEVICE_META_STORAGE_KEY) !== serialized)
      storage.setItem(DEVICE_META_STORAGE_KEY, serialized);
  } catch {
    // Storage full or blocked: the id stays in memory.
  }
  return meta;
}

/** Screen and language: read once per page (a page being left may no longer report them faithfully). */
export function readScreenMeta(): Pick<PageMeta, 'screen_width' | 'screen_height' | 'language'> {
  return {
    screen_width: window.screen?.width ?? 0,
    screen_height: window.screen?.height ?? 0,
    language: navigator.language ?? '',
  };
}
