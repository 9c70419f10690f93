/**
 * The route table of spec §2, in one place. Paths are relative to the base path /davmu/share/.
 * Route rules (index.html on detail pages, id decoding, preview reload) live in lib/route-rules.ts
 * and are applied by each route's loader; the `{index}` segment of every page by the one layout
 * around them all (layouts/index-guard.tsx).
 */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('pc', 'routes/pc.tsx'),
  layout('layouts/index-guard.tsx', [
    layout('layouts/default-layout.tsx', [
      index('routes/home.tsx'),
      route('auth', 'routes/auth.tsx'),
      route('bar', 'routes/bar.tsx'),
      // Where a refused 口令 copy is shown to copy by hand (issue 63, @share/open-app's deferred link).
      route('download/:index', 'routes/download.tsx'),
      route('search/:index', 'routes/search.tsx'),
      route('content_model/:index', 'routes/content-model.tsx'),
      route('special/:id?/:index', 'routes/special-short.tsx'),
      route('activity/:post_id?/:index', 'routes/activity.tsx'),
      route('invite/:code?/:index', 'routes/invite.tsx'),
      route('dimim/circle/:index', 'routes/dimim-circle.tsx'),
      route('dimim/content/:index', 'routes/dimim-content.tsx'),
      route('dimim/topic/:index', 'routes/dimim-topic.tsx'),
      route('fazak/problemShare/:index', 'routes/fazak-problem-share.tsx'),
      // Open content (spec §7 /peony/v1/picho/v1/open/{rid}/…): a resource's list, a catalogue, an item.
      route('open/:rid/:index', 'routes/open-list.tsx', { id: 'open-list' }),
      route('open/:rid/catalog/:catalog_id/:index', 'routes/open-list.tsx', { id: 'open-catalog' }),
      route('open/:rid/content/:uuid/:index', 'routes/open-content.tsx'),
    ]),
    layout('layouts/list-page-layout.tsx', [
      route('list/:list_id?/:index', 'routes/list.tsx'),
      route('fly_card/:list_id?/:index', 'routes/fly-card.tsx'),
    ]),
    layout('layouts/dejin-layout.tsx', [
      route('dejin/catalog/:index', 'routes/dejin-catalog.tsx'),
      route('dejin/content/:index', 'routes/dejin-content.tsx'),
      route('dejin/detail/:post_id?/:index', 'routes/dejin-detail.tsx'),
      route('dejin/personal/:user_id?/:index', 'routes/dejin-personal.tsx'),
      route('dejin/topic/:topic_name?/:index', 'routes/dejin-topic.tsx'),
      // Clue reports (spec §3 clue report state; share routes in the table's style, @share/clue-report
      // serves them with dejin): a report, a reporter, a topic, the topic square.
      route('clue_report/topics/:index', 'routes/clue-topics.tsx'),
      route('clue_report/user/:id/:index', 'routes/clue-reporter.tsx'),
      route('clue_report/topic/:name/:index', 'routes/clue-topic.tsx'),
      route('clue_report/:id/:index', 'routes/clue-report.tsx'),
    ]),
    layout('layouts/doc-detail-layout.tsx', [
      route(':actor/special/:year?/:month?/:id?/:index', 'routes/special-detail.tsx'),
      // The live room (@share/live): the local_live page and its sub-screens, before the generic detail.
      route(':actor/local_live/:year/:month/:post_id/:screen/:index', 'routes/live-room.tsx', {
        id: 'live-room-screen',
      }),
      route(':actor/local_live/:year?/:month?/:post_id?/:index', 'routes/live-room.tsx', { id: 'live-room' }),
      route(':actor/:type/:year?/:month?/:post_id?/:index', 'routes/content-detail.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
