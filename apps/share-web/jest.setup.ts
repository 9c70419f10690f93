// Code-split components (the login panel, dialogs) render at once, as on the server.
import { preloadLazyComponents } from '@share/ui';

beforeAll(() => preloadLazyComponents());
