// Chinese strings of the detail pages. Spec-quoted strings are verbatim; the rest are marked "wording
// ours". One module per area, each in the chunk of the code that shows it (see @share/ui's messages).
export * from './detail';
export * from './album';
export * from './media';
export * from './live';
export * from './special';
export * from './special-page';
export * from './comments';
