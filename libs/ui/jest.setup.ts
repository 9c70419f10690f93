// DOM matchers and the Storybook preview (ThemeProvider + GlobalStyle decorator) for every composed story.
import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';
import { preloadLazyComponents } from './src/lib/lazy-component/lazy-component';

setProjectAnnotations(preview);
// Code-split components (dialogs, preview layers) render at once, as on the server.
beforeAll(() => preloadLazyComponents());
