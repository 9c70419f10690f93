import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { DesktopPage } from '@share/shell';
import { isAllowedPcTarget, PC_TARGET_QUERY, pcFrameAddress } from '@share/shell/desktop';
import { BASE_PATH } from '../lib/base-path';
import { pageTitle } from '../lib/page-title';
import { qrCodeSvg, settings } from '../lib/server-settings.server';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/pc';

export const handle: QueryHandle = { query: { reads: [PC_TARGET_QUERY] } };

export async function loader({ request }: Route.LoaderArgs) {
  const here = new URL(request.url);
  const requested = here.searchParams.get(PC_TARGET_QUERY);
  const home = `${here.origin}${BASE_PATH}/`;
  const allowedHosts = [here.host.toLowerCase(), ...settings.allowedPcHosts];
  const target = requested && isAllowedPcTarget(requested, here.host, settings.allowedPcHosts) ? requested : home;
  return { target, frameSrc: pcFrameAddress(target, here.host), allowedHosts, qrSvg: await qrCodeSvg(target) };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle() }];

/**
 * The desktop page (spec §2): the mobile page in a phone-sized frame. When the visitor browses inside
 * the frame, this loader draws the QR code of the frame's page (the frame itself keeps its page).
 */
export default function PcPage({ loaderData }: Route.ComponentProps) {
  const qr = useFetcher<typeof loader>();
  const requested = useRef(loaderData.target);
  const shown = qr.data ?? loaderData;
  const follow = (url: string) => {
    if (url === requested.current) return;
    requested.current = url;
    void qr.load(`/pc?${new URLSearchParams({ [PC_TARGET_QUERY]: url })}`);
  };
  return <DesktopPage {...loaderData} target={shown.target} qrSvg={shown.qrSvg} onFramePage={follow} />;
}
