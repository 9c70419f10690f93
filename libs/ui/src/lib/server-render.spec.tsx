/**
 * @jest-environment node
 */
// Every story renders on the server with ServerStyleSheet, without a window (the site is server-rendered).
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

const storyModules = {
  'bottom-navigation-bar': require('./bottom-navigation-bar/bottom-navigation-bar.stories'),
  'confirm-dialog': require('./confirm-dialog/confirm-dialog.stories'),
  'content-card': require('./content-card/content-card.stories'),
  'content-type-tag': require('./content-type-tag/content-type-tag.stories'),
  'editor-picks-list': require('./editor-picks-list/editor-picks-list.stories'),
  'empty-state': require('./empty-state/empty-state.stories'),
  'fixed-ratio-image': require('./fixed-ratio-image/fixed-ratio-image.stories'),
  'floating-navigation-panel': require('./floating-navigation-panel/floating-navigation-panel.stories'),
  'hot-list': require('./hot-list/hot-list.stories'),
  'load-more': require('./load-more/load-more-button.stories'),
  'open-app-banner': require('./open-app-banner/open-app-banner.stories'),
  'open-app-dialog': require('./open-app-dialog/open-app-dialog.stories'),
  'page-header': require('./page-header/page-header.stories'),
  'popup-iframe': require('./popup-iframe/popup-iframe.stories'),
  'preview-countdown-banner': require('./preview-countdown-banner/preview-countdown-banner.stories'),
  'preview-watermark': require('./preview-watermark/preview-watermark.stories'),
  'site-footer': require('./site-footer/site-footer.stories'),
  toast: require('./toast/toast.stories'),
  showcase: require('./showcase/mobile-home.stories'),
};

const cases = Object.entries(storyModules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod)).map(([name, Story]) => [`${file} ${name}`, Story as ComponentType] as const),
);

describe('server rendering', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(cases)('renders %s to HTML with its styles', (_name, Story) => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Story />));
      expect(typeof html).toBe('string');
      expect(sheet.getStyleTags()).toContain('<style');
    } finally {
      sheet.seal();
    }
  });
});
