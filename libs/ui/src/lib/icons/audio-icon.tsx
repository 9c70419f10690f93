import { Svg, type IconProps } from './svg';

export const AudioIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
    <rect x="3" y="13" width="4.5" height="7" rx="1.5" fill="currentColor" />
    <rect x="16.5" y="13" width="4.5" height="7" rx="1.5" fill="currentColor" />
  </Svg>
);
