// Named constants of the design system (spec §9); tests import them. What only a chunk loaded later
// reads is a module apart (the bundler places a module in the chunk of the code that reads it).
export { POPUP_IFRAME_HEIGHT, POPUP_IFRAME_WIDTH } from './popup';
/** The banner reads its configuration at mount and again after this delay (spec §9). */
export const BANNER_CONFIG_REREAD_MS = 500;
/** Preview default validity when no expiry time is known (spec §9). */
export const PREVIEW_DEFAULT_VALIDITY_MS = 1_800_000;
/** How long a toast stays (ours). */
export const TOAST_DURATION_MS = 2000;
/** Agreement pages (spec §2). */
export { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@share/contract/browser';
