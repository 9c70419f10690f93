// Public face of @share/util-idle: running work that can wait once the page's main thread is idle.
export { whenIdle } from './lib/when-idle';
