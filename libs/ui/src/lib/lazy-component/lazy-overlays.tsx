// The design system's overlays and preview layers as chunks of their own: a page loads a dialog's
// code once it is idle or when the dialog first opens, and the preview's banner and watermark only
// in a preview.
import { useState } from 'react';
import type { FloatingNavigationPanelProps } from '../floating-navigation-panel/floating-navigation-panel';
import { lazyComponent, lazyOverlay } from './lazy-component';

export const OpenAppDialog = lazyOverlay(() =>
  import('../open-app-dialog/open-app-dialog').then((m) => m.OpenAppDialog),
);
export const OpenInBrowserGuide = lazyOverlay(() =>
  import('../open-in-browser-guide/open-in-browser-guide').then((m) => m.OpenInBrowserGuide),
);
/** A gallery's full-screen picture: a gallery opens it on a tap and preloads it when idle. */
export const ImageViewer = lazyOverlay(() => import('../overlay/image-viewer').then((m) => m.ImageViewer));
export const ConfirmDialog = lazyOverlay(() => import('../confirm-dialog/confirm-dialog').then((m) => m.ConfirmDialog));
export const PreviewCountdownBanner = lazyComponent(() =>
  import('../preview-countdown-banner/preview-countdown-banner').then((m) => m.PreviewCountdownBanner),
);
export const PreviewWatermark = lazyComponent(() =>
  import('../preview-watermark/preview-watermark').then((m) => m.PreviewWatermark),
);

const NavigationPanel = lazyComponent(() =>
  import('../floating-navigation-panel/floating-navigation-panel').then((m) => m.FloatingNavigationPanel),
);

/**
 * The navigation panel: where its floating button shows, it is on screen from the start (server
 * HTML, then its code); where the banner's menu control opens it instead, its code loads when the
 * page preloads it or when it first opens. Closed and without its button it renders nothing anyway.
 */
function NavigationPanelWhenShown(props: FloatingNavigationPanelProps) {
  const [opened, setOpened] = useState(Boolean(props.open ?? props.defaultOpen));
  if (props.open && !opened) setOpened(true);
  return opened || (props.showButton ?? true) ? <NavigationPanel {...props} /> : null;
}

/** The panel; `preload` loads its code before it first opens (preloadWhenIdle). */
export const FloatingNavigationPanel = Object.assign(NavigationPanelWhenShown, { preload: NavigationPanel.preload });
