// The share setup's code, one chunk that use-wx-share.ts loads only inside WeChat: the signing, the
// JS-SDK's config and share calls, and the page's share data.
export { createWxShare } from './wx-share';
export { readPageShareData } from './share-data';
