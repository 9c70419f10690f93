import { Outlet, useLocation, useParams } from 'react-router';
import { detailBlocksFor } from '@share/content-detail';
import { FRAME_QUERY, SiteFrame } from '@share/shell';
import { isPreviewActor } from '../lib/route-rules';

/** The frame reads the preview flag (no banner). */
export const handle = FRAME_QUERY;

/**
 * The docDetail frame. Its blocks (header, body, related, comments, recommendations, comment footer)
 * and their hide rules by page type are drawn by @share/content-detail's DetailLayout, inside each
 * detail page, because they need the page's data.
 */
export default function DocDetailLayout() {
  const { actor, screen } = useParams();
  // Every route of this layout names its page type second: /{actor}/{type}/…, /{actor}/special/…,
  // /{actor}/local_live/…. The floating button sits above what the page keeps at the foot of the
  // screen: a detail page's comment bar, a portrait live room's chat field.
  const pageType = useLocation().pathname.split('/')[2] ?? '';
  const footBar = pageType === 'local_live' ? screen === 'PortraitScreen' : detailBlocksFor(pageType).commentFooter;
  return (
    <SiteFrame layout="docDetail" preview={isPreviewActor(actor)} footBar={footBar}>
      <Outlet />
    </SiteFrame>
  );
}
