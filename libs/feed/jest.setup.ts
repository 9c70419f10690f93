// DOM matchers and the Storybook preview (theme, global style, toast provider) for every composed story.
import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../ui/.storybook/preview';
import { preloadLazyComponents } from '@share/ui';

setProjectAnnotations(preview);
// Code-split components (dialogs, below-the-fold blocks) render at once, as on the server.
beforeAll(() => preloadLazyComponents());
