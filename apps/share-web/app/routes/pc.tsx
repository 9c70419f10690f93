import { useEffect } from 'react';
import styled from 'styled-components';
import { changeRouteTarget, isAllowedPcTarget, pcFrameAddress } from '../lib/desktop';
import { BASE_PATH } from '../lib/base-path';
import { pageTitle } from '../lib/page-title';
import { qrCodeSvg } from '../lib/qr-code.server';
import { settings } from '../lib/settings.server';
import type { Route } from './+types/pc';

/** Caption of the QR code beside the phone frame. */
export const PC_QR_CAPTION = '手机扫码，打开APP或继续阅读';

export async function loader({ request }: Route.LoaderArgs) {
  const here = new URL(request.url);
  const requested = here.searchParams.get('url');
  const home = `${here.origin}${BASE_PATH}/`;
  const allowedHosts = [here.host.toLowerCase(), ...settings.allowedPcHosts];
  const target = requested && isAllowedPcTarget(requested, here.host, settings.allowedPcHosts) ? requested : home;
  return { target, frameSrc: pcFrameAddress(target, here.host), allowedHosts, qrSvg: await qrCodeSvg(target) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle() }];

const Desk = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.desktopBackdropFrom} 0%, ${({ theme }) => theme.colors.desktopBackdropTo} 100%);
`;

const Qr = styled.figure`
  width: 204px;
  margin: 0 0 0 48px;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.float};
  text-align: center;
  svg {
    display: block;
    width: 148px;
    height: 148px;
    margin: 0 auto;
  }
  figcaption {
    margin-top: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  @media (max-width: 640px) {
    display: none;
  }
`;

const Phone = styled.div`
  width: 399px;
  height: 836px;
  max-height: calc(100vh - 32px);
  padding: 12px;
  border-radius: 44px;
  background: ${({ theme }) => theme.colors.stageSoft};
  box-shadow: ${({ theme }) => theme.shadows.device};
  iframe {
    width: 375px;
    height: 100%;
    border: 0;
    border-radius: 32px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;


/** The desktop page (spec §2): the mobile page in a phone-sized frame. */
export default function PcPage({ loaderData }: Route.ComponentProps) {
  const { target, frameSrc, allowedHosts, qrSvg } = loaderData;
  useEffect(() => {
    // The desktop page never shows itself inside its own frame: framed, it becomes the mobile page.
    if (window.self !== window.top) window.location.replace(frameSrc);
  }, [frameSrc]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const link = changeRouteTarget(event, window.location, allowedHosts);
      if (link) window.location.assign(link);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedHosts]);
  return (
    <Desk data-testid="pc-page">
      <Phone>
        <iframe title="mobile page" src={frameSrc} />
      </Phone>
      <Qr data-testid="pc-qr-code" data-url={target}>
        <div role="img" aria-label={PC_QR_CAPTION} dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <figcaption>{PC_QR_CAPTION}</figcaption>
      </Qr>
    </Desk>
  );
}
