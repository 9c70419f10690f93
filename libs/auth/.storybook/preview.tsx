// Auth may not import the design system (data-access), so stories get a minimal theme carrying
// only what the panel reads: the primary colour (spec §9 default).
import type { Preview } from '@storybook/react-vite';
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
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        iphoneX: { name: 'iPhone X (375×812)', styles: { width: '375px', height: '812px' } },
      },
    },
    initialGlobals: { viewport: { value: 'iphoneX', isRotated: false } },
  },
};

export default preview;
