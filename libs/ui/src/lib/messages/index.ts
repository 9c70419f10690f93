// Every Chinese string the design system shows (spec §2, §6, §8, §9). Strings quoted by the spec are
// verbatim; the few the spec describes only in words are marked "wording ours".
//
// One module per area: the bundler places a module in the chunk of the code that shows it, so a page
// loads the strings of its own first screen, and a dialog's, the picture viewer's or a preview's come
// with their code (one module of every string put them all in the chunk every page loads: 0.6 KB
// gzip of the article's first load).
export * from './page';
export * from './toasts';
export * from './dialog';
export * from './open-app-dialog';
export * from './confirm';
export * from './preview';
export * from './lists';
export * from './viewer';
export * from './content-types';
export * from './guide';
export * from './record';
