// @share/api-client/testing: fixtures built from the contract types (lib/testing/fixtures.ts) and a
// scripted fetch (lib/testing/mock-fetch.ts), for stories and tests. Never imported by production code.
export {
  FIXTURE_NOW_S,
  FIXTURE_IDS,
  fixtureUserInfo,
  fixtureAppInfoContent,
  fixtureDocSummary,
  fixtureDocDetail,
  fixtureImage,
  fixtureDocDetailOf,
  fixtureSummaryOf,
  fixtureListItems,
  fixtureDocList,
  fixturePagedList,
  fixtureSpecialGroup,
  type FixtureSpecial,
  fixtureSpecialDetail,
  fixtureComment,
  fixtureCommentList,
  fixtureMediaAccount,
  fixtureLiveDetail,
} from './lib/testing/fixtures';
export {
  envelope,
  type RecordedRequest,
  MockResponse,
  type MockAnswer,
  type MockFetch,
  createMockFetch,
  defaultMockRoutes,
  createTestApi,
} from './lib/testing/mock-fetch';

// What the record loaders' tests share (community, clue reports, dejin).
export {
  platformOutage,
  RecordNotFound,
  recordLoadOptions,
  recordPage,
  recordRefusal,
} from './lib/testing/record-load-test-kit';
