// Environment detection lives in @share/open-app.

// WeChat JS-SDK share setup (spec §4), browser-only
export { useWxShare } from './lib/use-wx-share';
