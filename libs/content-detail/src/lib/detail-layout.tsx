import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { detailBlocksFor } from './detail-blocks';

export interface DetailLayoutProps {
  /** The route's page type (doc, gallery, svideo…, special, local_live). */
  pageType: string;
  /** The screen name for the page's root marker (ContentDetail, SpecialDetail, ImageScreen…). */
  screen: string;
  header?: ReactNode;
  body: ReactNode;
  related?: ReactNode;
  comments?: ReactNode;
  recommend?: ReactNode;
  footer?: ReactNode;
  /** Before everything else in the body (the share image for the messaging app's scraper). */
  lead?: ReactNode;
  /** Overlays (dialogs). */
  children?: ReactNode;
}

/**
 * The height a deferred block counts for until it is first rendered, at 390 px wide: the hot list's
 * ten text rows are 660-730 px; a block of cards (related, comments) varies and keeps this too.
 */
const DEFERRED_BLOCK_HEIGHT = 720;
/** The same for a recommendation list of cards (editor picks, recommendations): ten are 1,110-1,240 px. */
const DEFERRED_CARD_LIST_HEIGHT = 1160;

const Root = styled.article`
  display: flex;
  flex-direction: column;
  /* Fills the page's main column, so the comment bar (margin-top: auto) ends a short page. */
  flex: 1 0 auto;
`;

// The blocks under the body start below the first screen: the browser skips their layout and paint
// until they come near the viewport (most of a page's elements are in them); the size they had is
// remembered, so the scrollbar and anchors stay steady. Until then a block counts as this tall.
const deferredUntilNear = css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${DEFERRED_BLOCK_HEIGHT}px;
`;

const Deferred = styled.div`
  ${deferredUntilNear}
`;

// The recommendation block is several lists, the first of which starts near the first screen: each
// list is deferred on its own, so coming near the block does not lay out all of them.
const DeferredLists = styled(Deferred)`
  & section {
    ${deferredUntilNear}
  }
  /* A list of cards (thumbnail rows, about 110 px each) is taller than the hot list's text rows. */
  & section:has(a[data-layout]) {
    contain-intrinsic-size: auto ${DEFERRED_CARD_LIST_HEIGHT}px;
  }
`;

// A gallery's stage takes what the screen has left above the comment bar (GalleryBody).
const Body = styled.div<{ $fills: boolean }>`
  ${({ $fills }) =>
    $fills &&
    css`
      flex: 1 0 auto;
      display: flex;
      flex-direction: column;
    `}
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.commentBar};
  margin-top: auto;
`;

/**
 * The docDetail layout of spec §2: header, body, related docs, comments, recommendations and comment
 * footer; related, comment and recommend blocks and the comment footer are hidden by page type.
 */
export function DetailLayout({
  pageType,
  screen,
  header,
  body,
  related,
  comments,
  recommend,
  footer,
  lead,
  children,
}: DetailLayoutProps) {
  const blocks = detailBlocksFor(pageType);
  return (
    <Root data-testid="screen" data-screen={screen} data-page-type={pageType}>
      {lead}
      {header ? <div data-block="header">{header}</div> : null}
      <Body data-block="body" $fills={pageType === 'gallery'}>
        {body}
      </Body>
      {blocks.related ? (
        // Without content the block stays in place but hidden: an empty deferred block would keep
        // its 720 px placeholder size.
        related ? (
          <Deferred data-block="related">{related}</Deferred>
        ) : (
          <div data-block="related" hidden />
        )
      ) : null}
      {blocks.comments ? <Deferred data-block="comments">{comments}</Deferred> : null}
      {blocks.recommend ? <DeferredLists data-block="recommend">{recommend}</DeferredLists> : null}
      {blocks.commentFooter ? <Footer data-block="comment-footer">{footer}</Footer> : null}
      {children}
    </Root>
  );
}
