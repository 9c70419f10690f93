// The design system's preview (theme, global style, toast provider) that every story test shares, plus what
// only designers see: a docs page with a props table for every component that has stories (autodocs), and
// the accessibility panel (addon-a11y), which leaves out the rules the visual run leaves out, for the same
// reasons (a11y-exceptions.ts).
import type { Preview } from '@storybook/react-vite';
import { preloadLazyComponents } from '@share/ui';
import preview from '../../../libs/ui/.storybook/preview';
import { A11Y_EXCEPTIONS } from './a11y-exceptions';

const designersPreview: Preview = {
  ...preview,
  tags: ['autodocs'],
  // A story draws what the server's first HTML shows: the server loads every lazy chunk of a page
  // before it renders (preloadLazyComponents), so a story does too, rather than showing an empty body
  // until a chunk arrives.
  loaders: [
    ...(Array.isArray(preview.loaders) ? preview.loaders : preview.loaders ? [preview.loaders] : []),
    async () => {
      await preloadLazyComponents();
      return {};
    },
  ],
  parameters: {
    ...preview.parameters,
    a11y: { config: { rules: Object.keys(A11Y_EXCEPTIONS).map((id) => ({ id, enabled: false })) } },
    // Every story is a full-screen phone screen, dialogs and sheets included: on a docs page each one
    // is framed, or an open dialog's mask would cover the page and its props table.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
};
export default designersPreview;
