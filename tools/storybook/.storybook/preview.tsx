// What every story of the one Storybook stands in: the theme, the global style and the toast
// provider the app wraps every page in, on a phone viewport.
import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, defaultTheme } from '@share/ui';
import { phoneStoryParameters } from '../story-parameters.ts';

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
