// Public face of @share/ui: the design system. It fetches nothing and tracks nothing; features pass
// data and callbacks in. Every component renders on the server (window is touched in effects only).

// Theme and tokens
export { DEFAULT_PRIMARY_COLORS, themeOf } from './lib/theme';
export { defaultTheme, primaryColors } from './lib/readable-colors';
export { GlobalStyle } from './lib/global-style';

// Strings and constants
export {
  MSG_UNCOLLECT_SUCCESS,
  MSG_COLLECT_SUCCESS,
  MSG_UNFOLLOW_SUCCESS,
  MSG_FOLLOW_SUCCESS,
  MSG_COMMENT_SUCCESS,
  MSG_COMMENT_SENT,
  MSG_COMMENT_EMPTY,
  MSG_COMMENT_CLOSED,
  LABEL_COMMENT_CLOSED,
  MSG_MODULE_UNSUPPORTED,
  EMPTY_DEFAULT,
  DIALOG_LIKE_IN_APP,
  LABEL_COMMENT,
  LABEL_FOLLOW,
  LABEL_LIKE,
  BANNER_DEFAULT_DESCRIPTION,
  LOADING,
} from './lib/messages';
// Frame
export { OpenAppBanner } from './lib/open-app-banner/open-app-banner';
export type { BannerConfig } from './lib/open-app-banner/open-app-banner';
export { SiteFooter } from './lib/site-footer/site-footer';
// Navigation
export { BottomNavigationBar } from './lib/bottom-navigation-bar/bottom-navigation-bar';
export { BOTTOM_BAR_HEIGHT } from './lib/bottom-navigation-bar/bottom-bar-height';
export { TOP_BAR_HEIGHT, TOP_BAR_HEIGHT_PROPERTY } from './lib/top-bar/top-bar-height';
export { floatingButtonReserve } from './lib/floating-navigation-panel/floating-button-size';
export type { NavigationItem, BottomNavigationConfig } from './lib/navigation-types';

// Feedback and dialogs
export { ToastProvider, useToast } from './lib/toast/toast';
// Dialogs load their code when they first open (lib/lazy-component/lazy-overlays.tsx).
export {
  OpenAppDialog,
  OpenInBrowserGuide,
  ConfirmDialog,
  FloatingNavigationPanel,
  ImageViewer,
} from './lib/lazy-component/lazy-overlays';
export { withOpenAppPrompt } from './lib/open-app-dialog/open-app-prompt';
export { BottomSheet } from './lib/overlay/bottom-sheet';
export { PopupIframe } from './lib/popup-iframe/popup-iframe';
export { Toast } from './lib/toast/toast-bubble';
export { EmptyState } from './lib/empty-state/empty-state';
export { UserAvatar } from './lib/user-avatar/user-avatar';
export { navItemOfGroup } from './lib/floating-navigation-panel/navigation-item-of-group';
// Media and content
export { FixedRatioImage } from './lib/fixed-ratio-image/fixed-ratio-image';
export { Image, IMAGE_FAILURE_SCRIPT } from './lib/image/image';
export { loggedOutOnly } from './lib/session-hint/logged-out-only';
export { ContentTypeTag, isTaggedCatalog } from './lib/content-type-tag/content-type-tag';
export { ContentCard } from './lib/content-card/content-card';
export { cardOf, coverOf, hrefOf } from './lib/content-card/card-of';
export type { CardItem, CardSource } from './lib/content-card/card-of';
// Lists
export { LoadMoreButton } from './lib/load-more/load-more-button';
export { Block, MoreControl, ScreenRoot, SectionTitle, StatusBlock } from './lib/page-blocks/page-blocks';
export { PrimaryAction } from './lib/page-blocks/primary-action';
export type { LoadStatus } from './lib/page-blocks/page-blocks';
export { Avatar, HeroAction, HeroHeader, MetaLine, PagedSection, TopicChips } from './lib/record-blocks/record-blocks';
export type { PagedItems } from './lib/record-blocks/record-blocks';
export { ImageGallery, TagLinks, UserPostCard } from './lib/record-blocks/user-post-card';
export type { PostTag } from './lib/record-blocks/user-post-card';
export { RecordListScreen, TopicHero } from './lib/record-screen/record-screen';
export type { RecordSection } from './lib/record-screen/record-screen';
export { authorName, recordPanel, recordText, recordTitle } from './lib/record-screen/record-styles';
export { HotList } from './lib/hot-list/hot-list';
export type { HotListItem } from './lib/hot-list/hot-list';
export { EditorPicksList } from './lib/editor-picks-list/editor-picks-list';
export type { EditorPickItem } from './lib/editor-picks-list/editor-picks-list';

// Preview (chunks of their own, loaded in previews only)
export { PreviewCountdownBanner, PreviewWatermark } from './lib/lazy-component/lazy-overlays';
// Icons
export {
  PlayIcon,
  LinkIcon,
  LiveIcon,
  AudioIcon,
  TopicIcon,
  MiniProgramIcon,
  SpecialTopicIcon,
  GridIcon,
  CommentIcon,
  ChevronRightIcon,
  FireIcon,
  UserIcon,
  ClockIcon,
  DefaultLogoIcon,
  CloseIcon,
} from './lib/icons';
// Hydration and code splitting
export { DeferredHydration } from './lib/deferred-hydration/deferred-hydration';
export { closeEarlyTaps, EARLY_TAP_SCRIPT, replayEarlyTap } from './lib/early-tap/early-tap';
export { useHydrating } from './lib/use-hydrating/use-hydrating';
export { keepStaticIslands, staticIsland } from './lib/static-island/static-island';
export {
  lazyComponent,
  lazyOverlay,
  lazyPage,
  PageModulesContext,
  preloadLazyComponents,
  preloadWhenIdle,
  whenPagesHydrated,
} from './lib/lazy-component/lazy-component';
// A promise marked settled is read by use() at once (no suspension for a value already there).
export { markFulfilled } from './lib/lazy-component/settled-promise';
// Data for the server render only (never in the hydration data)
export { RenderOnlyDataProvider, renderOnlyKey, useRenderOnlyData } from './lib/render-only-data/render-only-data';
export type { RenderOnlyData } from './lib/render-only-data/render-only-data';
