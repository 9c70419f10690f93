// Inline SVG icons: nothing is fetched, every icon follows currentColor and renders on the server.
import type { ReactNode, SVGProps } from 'react';
import { css } from 'styled-components';
import { colors } from './theme';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

function Svg({ size = 16, title, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 5.5v13l10-6.5z" fill="currentColor" stroke="none" />
  </Svg>
);
export const ShortVideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" stroke="none" />
  </Svg>
);
export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M10 9v6l5-3z" fill="currentColor" stroke="none" />
  </Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
export const LiveIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="2.5" fill="currentColor" stroke="none" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Svg>
);
export const AudioIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
    <rect x="3" y="13" width="4.5" height="7" rx="1.5" fill="currentColor" />
    <rect x="16.5" y="13" width="4.5" height="7" rx="1.5" fill="currentColor" />
  </Svg>
);
export const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.5" fill="currentColor" stroke="none" />
    <path d="M21 16l-5-5-8 8" />
  </Svg>
);
export const AudioAlbumIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2.5" fill="currentColor" stroke="none" />
    <path d="M12 3v2.5M21 12h-2.5" />
  </Svg>
);
export const VideoAlbumIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="7" width="14" height="13" rx="2" />
    <path d="M7 4h12a2 2 0 0 1 2 2v10" />
    <path d="M8.5 11v5l4-2.5z" fill="currentColor" stroke="none" />
  </Svg>
);
export const TopicIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 3.5 7 20.5M17 3.5l-2 17M4 8.5h17M3 15.5h17" />
  </Svg>
);
export const MiniProgramIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 14.5a2 2 0 1 1-2-2M9.5 14.5V9.5a2 2 0 1 1 2 2h1a2 2 0 1 1-2 2" />
  </Svg>
);
export const SpecialTopicIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" fill="currentColor" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Svg>
);
export const GridIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
  </Svg>
);
export const EYE_SHAPES = "<path d='M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z'/><circle cx='12' cy='12' r='3'/>";
export const COMMENT_SHAPES = "<path d='M4 5h16v11H9l-5 4z'/>";
/** PlayIcon's triangle, filled. */
export const PLAY_SHAPES = "<path d='M8 5.5v13l10-6.5z' fill='black' stroke='none'/>";
export const CommentIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Svg>
);

/**
 * A stroke icon (the shapes of an icon above, drawn as Svg draws them) as a CSS mask filled with the
 * current colour. For an icon repeated on every card of a list: an inline SVG is sent once per card
 * (about 300 bytes each, 30 cards on a detail page); the rule is sent once per page.
 */
export function iconMask(shapes: string, size: number) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
  const url = `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
  return css`
    display: inline-block;
    flex: none;
    width: ${size}px;
    height: ${size}px;
    background-color: currentColor;
    /* The prefixed property alone: every engine the site supports reads it (the URL once). */
    -webkit-mask: ${url} center / contain no-repeat;
  `;
}
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 5 7 7-7 7" />
  </Svg>
);
export const FireIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      d="M12 2.5s5.5 4.2 5.5 10a5.5 5.5 0 0 1-11 0c0-2.5 1.3-4.3 2.5-5.5 0 2 1 3.2 2 3.2 0-3.5 1-5.7 1-7.7z"
      fill="currentColor"
      stroke="none"
    />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/** Broken-image placeholder art (grey, large). */
export const ImagePlaceholderIcon = (p: IconProps) => (
  <Svg strokeWidth={1.5} {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="m21 15-4.5-4.5L6 20" />
  </Svg>
);

/** Empty-box illustration of the empty state. */
export const EmptyBoxIcon = ({ size = 96, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 96 96" fill="none" aria-hidden focusable="false" {...p}>
    <ellipse cx="48" cy="82" rx="30" ry="4" fill={colors.placeholder} />
    <path d="M20 38 48 28l28 10v30L48 78 20 68z" fill={colors.background} stroke={colors.placeholderStroke} strokeWidth="2" />
    <path d="M20 38l28 10 28-10M48 48v30" stroke={colors.placeholderStroke} strokeWidth="2" />
    <path d="M20 38 12 48l28 10 8-10M76 38l8 10-28 10-8-10" fill={colors.surface} stroke={colors.placeholderStroke} strokeWidth="2" strokeLinejoin="round" />
    <circle cx="62" cy="18" r="3" fill={colors.placeholderStroke} />
    <circle cx="34" cy="14" r="2" fill={colors.placeholderStroke} />
  </svg>
);

/** Default site logo of the open-app banner when h5_config has no site_logo. */
export const DefaultLogoIcon = ({ size = 40, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false" {...p}>
    <rect width="40" height="40" rx="9" fill="currentColor" />
    <path d="M12 27V13h3.5l9 9.5V13H28v14h-3.5l-9-9.5V27z" fill={colors.surface} />
  </svg>
);
