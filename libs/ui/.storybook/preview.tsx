import type { Preview } from '@storybook/react-vite';
import { phoneStoryParameters } from '../../../tools/storybook/story-parameters.ts';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/lib/global-style';
import { defaultTheme } from '../src/lib/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={defaultTheme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: phoneStoryParameters,
};

export default preview;
