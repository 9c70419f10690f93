// DOM matchers and the Storybook preview (theme, global style, toast provider) for every composed story.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../ui/.storybook/preview';
import { preloadLazyComponents } from '@share/ui';

// jsdom lacks the encoders react-router needs when loaded.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
setProjectAnnotations(preview);
// Code-split components (the router control, dialogs) render at once, as on the server.
beforeAll(() => preloadLazyComponents());
