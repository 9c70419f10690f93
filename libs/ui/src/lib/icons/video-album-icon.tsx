import { Svg, type IconProps } from './svg';

export const VideoAlbumIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="7" width="14" height="13" rx="2" />
    <path d="M7 4h12a2 2 0 0 1 2 2v10" />
    <path d="M8.5 11v5l4-2.5z" fill="currentColor" stroke="none" />
  </Svg>
);
