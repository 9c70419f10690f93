/** Popup iframe size of spec §9 (px). */
export const POPUP_IFRAME_WIDTH = 500;
export const POPUP_IFRAME_HEIGHT = 280;
/** The banner reads its configuration at mount and again after this delay (spec §9). */
export const BANNER_CONFIG_REREAD_MS = 500;
/** Preview default validity when no expiry time is known (spec §9). */
export const PREVIEW_DEFAULT_VALIDITY_MS = 1_800_000;
/** How long a toast stays (ours). */
export const TOAST_DURATION_MS = 2000;
/** Agreement pages (spec §2). */
export { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@share/contract/browser';
