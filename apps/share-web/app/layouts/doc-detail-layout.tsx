import { Outlet, useParams } from 'react-router';
import styled from 'styled-components';
import { detailBlocksFor } from '@share/content-detail';
import { SiteFrame } from '../components/site-frame';

const Block = styled.section`
  margin: 8px 0 0;
  padding: 12px 16px;
  background: #fff;
  font-size: 14px;
  color: #999;
`;

const CommentFooter = styled.div`
  position: sticky;
  bottom: 0;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
  border-top: 1px solid #eee;
  background: #fff;
  font-size: 14px;
  color: #999;
`;

/**
 * The docDetail layout of spec §2: header, body, related docs, comments, recommendations and comment
 * footer, each shown or hidden by the page type. The blocks' content belongs to the detail issues.
 */
export default function DocDetailLayout() {
  const params = useParams();
  const pageType = params['type'] ?? (params['screen'] ? 'local_live' : 'special');
  const blocks = detailBlocksFor(pageType);
  return (
    <SiteFrame
      layout="docDetail"
      footer={blocks.commentFooter ? <CommentFooter data-block="comment-footer">Comment footer</CommentFooter> : null}
    >
      <Outlet />
      {blocks.related ? <Block data-block="related">Related</Block> : null}
      {blocks.comments ? <Block data-block="comments">Comments</Block> : null}
      {blocks.recommend ? <Block data-block="recommend">Recommend</Block> : null}
    </SiteFrame>
  );
}
