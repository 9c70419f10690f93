import { useLocation } from 'react-router';
import { useShareApi } from '@share/api-client';
import { useAnonymousToken, useSession } from '@share/auth';
import { BANNER_DEFAULT_DESCRIPTION } from '@share/ui';
import { useWxShare } from '@share/wx-share';
import { useShellRootData } from '../shell-root-data';

/**
 * WeChat share cards (spec §4): inside WeChat, the JS-SDK from WX_SDK_URL is configured and each
 * page's share data set from its head, again after every client-side navigation. Renders nothing.
 * It starts once start-up has a token (spec §7: every request carries the user's or the anonymous
 * token): the first /peony/v1/system/wxshare went out with an empty Authorization before.
 */
export function WxShareSetup() {
  const data = useShellRootData();
  const api = useShareApi();
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const anonymousToken = useAnonymousToken();
  const banner = data?.site.banner;
  useWxShare({
    ready: Boolean(token || anonymousToken),
    isWeChat: data?.isWeChat ?? false,
    sdkUrl: data?.services.wxSdkUrl ?? '',
    api,
    pageKey: `${pathname}${search}`,
    fallbackDescription: banner?.description || BANNER_DEFAULT_DESCRIPTION,
    fallbackImageUrl: banner?.siteLogo,
  });
  return null;
}
