// Public face of @share/ui: the design system. It fetches nothing and tracks nothing; features pass
// data and callbacks in. Every component renders on the server (window is touched in effects only).

// Theme and tokens
export {
  createTheme,
  defaultTheme,
  isHexColor,
  tint,
  DEFAULT_PRIMARY_COLOR,
  SAFE_AREA_BOTTOM_FALLBACK,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  zIndices,
  fontFamily,
} from './lib/theme';
export type { ShareTheme, CreateThemeOptions } from './lib/theme';
export { GlobalStyle } from './lib/global-style';

// Strings and constants
export {
  MSG_UNCOLLECT_SUCCESS,
  MSG_COLLECT_SUCCESS,
  MSG_UNFOLLOW_SUCCESS,
  MSG_FOLLOW_SUCCESS,
  MSG_COMMENT_SUCCESS,
  MSG_COMMENT_SENT,
  MSG_AGREEMENT_REQUIRED,
  MSG_COMMENT_EMPTY,
  MSG_COMMENT_CLOSED,
  LABEL_COMMENT_CLOSED,
  MSG_MODULE_UNSUPPORTED,
  TOAST_MESSAGES,
  EMPTY_DEFAULT,
  EMPTY_COMMENTS,
  DIALOG_GO,
  DIALOG_LATER,
  DIALOG_CLOSE,
  DIALOG_OPEN_APP_TITLE,
  DIALOG_LIKE_IN_APP,
  CONFIRM_OK,
  CONFIRM_CANCEL,
  BANNER_DEFAULT_DESCRIPTION,
  BANNER_LOGIN,
  BANNER_OPEN_APP,
  BANNER_NAVIGATION,
  WATERMARK,
  PREVIEW_EXPIRED,
  HOT_LIST_TITLE,
  EDITOR_PICKS_TITLE,
  LOAD_MORE,
  LOADING,
  NO_MORE,
  CONTENT_TYPE_LABELS,
} from './lib/messages';
export {
  POPUP_IFRAME_WIDTH,
  POPUP_IFRAME_HEIGHT,
  BANNER_CONFIG_REREAD_MS,
  PREVIEW_DEFAULT_VALIDITY_MS,
  TOAST_DURATION_MS,
  USER_AGREEMENT_PATH,
  PRIVACY_POLICY_PATH,
} from './lib/constants';

// Frame
export { OpenAppBanner } from './lib/open-app-banner/open-app-banner';
export type { OpenAppBannerProps, BannerConfig, BannerUser } from './lib/open-app-banner/open-app-banner';
export { PageHeader } from './lib/page-header/page-header';
export type { PageHeaderProps } from './lib/page-header/page-header';
export { SiteFooter } from './lib/site-footer/site-footer';
export type { SiteFooterProps } from './lib/site-footer/site-footer';
export { PopupIframe } from './lib/popup-iframe/popup-iframe';
export type { PopupIframeProps } from './lib/popup-iframe/popup-iframe';

// Navigation
export { BottomNavigationBar, resolveActiveId, BOTTOM_BAR_HEIGHT } from './lib/bottom-navigation-bar/bottom-navigation-bar';
export type { BottomNavigationBarProps } from './lib/bottom-navigation-bar/bottom-navigation-bar';
export { FloatingNavigationPanel, floatingButtonReserve } from './lib/floating-navigation-panel/floating-navigation-panel';
export type { FloatingNavigationPanelProps } from './lib/floating-navigation-panel/floating-navigation-panel';
export type {
  NavigationItem,
  NavigationGroup,
  NavigationIcons,
  BottomNavigationConfig,
} from './lib/navigation-types';

// Feedback and dialogs
export { Toast, ToastProvider, useToast } from './lib/toast/toast';
export type { ToastProps, ToastApi, ToastProviderProps } from './lib/toast/toast';
export { OpenAppDialog } from './lib/open-app-dialog/open-app-dialog';
export type { OpenAppDialogProps } from './lib/open-app-dialog/open-app-dialog';
export { OpenInBrowserGuide } from './lib/open-in-browser-guide/open-in-browser-guide';
export type { OpenInBrowserGuideProps } from './lib/open-in-browser-guide/open-in-browser-guide';
export { ConfirmDialog } from './lib/confirm-dialog/confirm-dialog';
export { Overlay } from './lib/overlay/overlay';
export type { OverlayProps } from './lib/overlay/overlay';
export { BottomSheet } from './lib/overlay/bottom-sheet';
export type { BottomSheetProps } from './lib/overlay/bottom-sheet';
export { PhoneLoginPanel } from './lib/phone-login-panel/phone-login-panel';
export type { PhoneLoginPanelProps } from './lib/phone-login-panel/phone-login-panel';
export type { ConfirmDialogProps } from './lib/confirm-dialog/confirm-dialog';
export { EmptyState } from './lib/empty-state/empty-state';
export type { EmptyStateProps } from './lib/empty-state/empty-state';

// Media and content
export { FixedRatioImage } from './lib/fixed-ratio-image/fixed-ratio-image';
export type { FixedRatioImageProps } from './lib/fixed-ratio-image/fixed-ratio-image';
export { ContentTypeTag, TAGGED_CATALOGS, isTaggedCatalog } from './lib/content-type-tag/content-type-tag';
export type { ContentTypeTagProps, TaggedCatalog } from './lib/content-type-tag/content-type-tag';
export { ContentCard } from './lib/content-card/content-card';
export type { ContentCardProps } from './lib/content-card/content-card';

// Lists
export { LoadMoreButton } from './lib/load-more/load-more-button';
export type { LoadMoreButtonProps } from './lib/load-more/load-more-button';
export { HotList } from './lib/hot-list/hot-list';
export type { HotListProps, HotListItem } from './lib/hot-list/hot-list';
export { EditorPicksList } from './lib/editor-picks-list/editor-picks-list';
export type { EditorPicksListProps, EditorPickItem } from './lib/editor-picks-list/editor-picks-list';

// Preview
export { PreviewCountdownBanner, formatCountdown } from './lib/preview-countdown-banner/preview-countdown-banner';
export type { PreviewCountdownBannerProps } from './lib/preview-countdown-banner/preview-countdown-banner';
export { PreviewWatermark } from './lib/preview-watermark/preview-watermark';
export type { PreviewWatermarkProps } from './lib/preview-watermark/preview-watermark';

// Icons
export {
  PlayIcon,
  ShortVideoIcon,
  VideoIcon,
  LinkIcon,
  LiveIcon,
  AudioIcon,
  ImageIcon,
  AudioAlbumIcon,
  VideoAlbumIcon,
  TopicIcon,
  MiniProgramIcon,
  SpecialTopicIcon,
  CloseIcon,
  MenuIcon,
  GridIcon,
  HomeIcon,
  EyeIcon,
  CommentIcon,
  ChevronRightIcon,
  FireIcon,
  UserIcon,
  ClockIcon,
  ImagePlaceholderIcon,
  EmptyBoxIcon,
  DefaultLogoIcon,
} from './lib/icons';
export type { IconProps } from './lib/icons';

// Hydration
export {
  DeferredHydration,
  DEFERRED_HYDRATION_ATTRIBUTE,
  DEFERRED_HYDRATION_EVENTS,
  DEFERRED_HYDRATION_MARGIN,
} from './lib/deferred-hydration/deferred-hydration';
