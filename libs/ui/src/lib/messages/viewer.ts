/** The picture viewer (wording ours): its name, its close button, the zoom toggle. */
export const VIEWER_LABEL = '查看大图';
export const VIEWER_CLOSE = '关闭大图';
export const VIEWER_ZOOM_IN = '放大图片';
export const VIEWER_ZOOM_OUT = '还原图片';
