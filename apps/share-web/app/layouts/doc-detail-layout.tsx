import { Outlet, useParams } from 'react-router';
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
  return (
    <SiteFrame layout="docDetail" preview={isPreviewActor(useParams().actor)}>
      <Outlet />
    </SiteFrame>
  );
}
