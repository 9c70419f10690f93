import { Svg, type IconProps } from './svg';

/** Broken-image placeholder art (grey, large). */
export const ImagePlaceholderIcon = (p: IconProps) => (
  <Svg strokeWidth={1.5} {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="m21 15-4.5-4.5L6 20" />
  </Svg>
);
