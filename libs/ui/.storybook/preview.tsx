// The design system's story preview: the theme, the global style and the toast provider the app wraps
// every page in, on a phone viewport. The designers' Storybook (apps/design-storybook) and every
// library's Jest story tests (jest.setup.ts) render stories in it; there is no Storybook of ui alone.
import type { Preview } from '@storybook/react-vite';
import { phoneStoryParameters } from './story-parameters.ts';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/lib/global-style';
import { defaultTheme } from '../src/lib/readable-colors';
import { ToastProvider } from '../src/lib/toast/toast';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={defaultTheme}>
        <GlobalStyle />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: phoneStoryParameters,
};

export default preview;
