// Code-split components (the login panel, dialogs) render at once, as on the server.
import { TextDecoder, TextEncoder } from 'node:util';
import { preloadLazyComponents } from '@share/ui';

// jsdom (the app's component specs) lacks the encoders react-router needs when loaded.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

beforeAll(() => preloadLazyComponents());
