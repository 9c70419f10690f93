import { Svg, type IconProps } from './svg';

export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M10 9v6l5-3z" fill="currentColor" stroke="none" />
  </Svg>
);
