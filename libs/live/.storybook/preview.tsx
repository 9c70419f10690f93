import type { Preview } from '@storybook/react-vite';
import { phoneStoryParameters } from '../../../tools/storybook/story-parameters.ts';
import { ThemeProvider } from 'styled-components';
import { defaultTheme, GlobalStyle } from '@share/ui';

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
