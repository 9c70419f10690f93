/** The page head's title: 客户端分享 ('client-side share'); pages may prepend their own. */
export const SITE_TITLE = '客户端分享';

export function pageTitle(title?: string | null): string {
  const own = title?.trim();
  return own ? `${own} - ${SITE_TITLE}` : SITE_TITLE;
}
