// Issue 63: link tokens (the deferred deep link), share ids and the share funnel's counts.
import type { Router } from 'express';
import { API_CODE } from '@share/contract';
import { ApiError, dbIdOf } from '../http/api-error';
import { addEndpoint } from '../http/endpoint-router';
import type { ApiMetrics } from '../http/metrics';
import { MSG } from '../messages';
import { findPublished } from '../services/content';
import type { ApiContext } from '../services/context';
import {
  claimLinkToken,
  countStep,
  funnelCounts,
  issueLinkToken,
  issueShare,
  knownShareId,
  shareItem,
} from '../services/link-tokens';
import { createWriteLimit } from '../services/write-limit';

function publishedItem(ctx: ApiContext, postId: string) {
  const row = findPublished(ctx.db, dbIdOf(postId));
  if (!row) throw new ApiError(API_CODE.NOT_FOUND, MSG.contentNotFound);
  return row;
}

export function registerAttributionRoutes(router: Router, ctx: ApiContext, metrics?: ApiMetrics): void {
  // Per client address, in this process's memory only: the address is never written anywhere.
  const creations = createWriteLimit(ctx.linkTokens, ctx.clock);
  addEndpoint(router, 'linkTokenCreate', ({ body, req }) => {
    if (!creations.take(`ip:${req.ip ?? req.socket.remoteAddress ?? ''}`))
      throw new ApiError(API_CODE.RATE_LIMITED, MSG.linkTokenTooFrequent);
    const row = publishedItem(ctx, body.post_id);
    return issueLinkToken(ctx, row, knownShareId(ctx, body.share_id), body.env);
  });
  addEndpoint(router, 'linkTokenClaim', ({ body }) => claimLinkToken(ctx, body.text, metrics?.linkTokenClaim));
  addEndpoint(router, 'shareIssue', ({ body }) => issueShare(ctx, publishedItem(ctx, body.post_id)));
  addEndpoint(router, 'funnelEvent', ({ query }) => {
    const row = publishedItem(ctx, query.post_id);
    countStep(ctx, query.step, row.id, knownShareId(ctx, query.share_id), query.env);
    return null;
  });
  addEndpoint(router, 'shareStats', ({ query }) => {
    if (query.share_id) {
      const postId = shareItem(ctx, query.share_id);
      if (!postId) throw new ApiError(API_CODE.NOT_FOUND, MSG.shareNotFound);
      return { share_id: query.share_id, post_id: postId, counts: funnelCounts(ctx, { shareId: query.share_id }) };
    }
    const postId = query.post_id as string;
    return { share_id: null, post_id: postId, counts: funnelCounts(ctx, { contentId: dbIdOf(postId) }) };
  });
}
