// The desktop page of spec §2 as a props-only view: the mobile page in a phone-sized frame with a QR
// code of its address beside it; links the framed page asks to open replace the desktop page. As the
// visitor browses inside the frame, the tab's title follows the framed page and the page is told its
// address, so that the QR code follows too (issue 53).
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { changeRouteTarget, framedPage } from './desktop-frame';

/** Caption of the QR code beside the phone frame. */
export const PC_QR_CAPTION = '手机扫码，打开APP或继续阅读';

const Desk = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.desktopBackdropFrom} 0%,
    ${({ theme }) => theme.colors.desktopBackdropTo} 100%
  );
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

export interface DesktopPageProps {
  /** The mobile address encoded in the QR code. */
  target: string;
  /** The address the frame loads: target marked as framed (pcFrameAddress), never sent to /pc again. */
  frameSrc: string;
  /** Hosts whose links the framed page may open here. */
  allowedHosts: string[];
  /** The QR code of target, as SVG markup (drawn on the server). */
  qrSvg: string;
  /** The frame now shows another page of this site (its mobile address): the QR code should show it. */
  onFramePage?: (url: string) => void;
}

/** The desktop page (spec §2): the mobile page in a phone-sized frame. */
export function DesktopPage({ target, frameSrc, allowedHosts, qrSvg, onFramePage }: DesktopPageProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onFramePageRef = useRef(onFramePage);
  onFramePageRef.current = onFramePage;
  const followFrame = useCallback(() => {
    const page = frameRef.current && framedPage(frameRef.current, window.location.origin);
    if (!page) return;
    if (page.title) document.title = page.title;
    onFramePageRef.current?.(page.url);
  }, []);
  // A page the frame loaded before hydration attached onLoad.
  useEffect(() => {
    if (frameRef.current?.contentDocument?.readyState === 'complete') followFrame();
  }, [followFrame]);
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
        <iframe ref={frameRef} title="mobile page" src={frameSrc} onLoad={followFrame} />
      </Phone>
      <Qr data-testid="pc-qr-code" data-url={target}>
        {/* The address it encodes is the code's description (and its tooltip). */}
        <div role="img" aria-label={PC_QR_CAPTION} title={target} dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <figcaption>{PC_QR_CAPTION}</figcaption>
      </Qr>
    </Desk>
  );
}
