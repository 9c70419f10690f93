// '@share/shell/desktop': the desktop page's rules without React, for the server's redirect (which
// requests go to /pc, which never do) and for the desktop route's loader (what /pc may frame).
export { PC_PAGE_PATH, PC_TARGET_QUERY, isFramedPageRequest, pcPageAddress } from './lib/desktop-page/desktop-rules';
export { isAllowedPcTarget, pcFrameAddress } from './lib/desktop-page/desktop-frame';
