// Auth may not import the design system (data-access), so stories get a minimal theme carrying
// only what the panel reads: the primary colour (spec §9 default).
import type { Preview } from '@storybook/react-vite';
import { phoneStoryParameters } from '../../../tools/storybook/story-parameters.ts';
import { ThemeProvider, type DefaultTheme } from 'styled-components';

const storyTheme = { colors: { primary: '#FF4A26' } } as unknown as DefaultTheme;

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={storyTheme}>
        <div style={{ minHeight: 560, fontFamily: "-apple-system, 'PingFang SC', sans-serif" }}>
          <Story />
        </div>
      </ThemeProvider>
    ),
  ],
  parameters: phoneStoryParameters,
};

export default preview;
