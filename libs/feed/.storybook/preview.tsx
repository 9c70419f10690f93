import type { Preview } from '@storybook/react-vite';
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
