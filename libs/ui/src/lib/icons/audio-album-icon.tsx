import { Svg, type IconProps } from './svg';

export const AudioAlbumIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2.5" fill="currentColor" stroke="none" />
    <path d="M12 3v2.5M21 12h-2.5" />
  </Svg>
);
