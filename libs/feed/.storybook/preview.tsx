import type { Preview } from '@storybook/react-vite';
import { phoneStoryParameters } from '../../../tools/storybook/story-parameters.ts';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, defaultTheme } from '@share/ui';

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
