import { Svg, type IconProps } from './svg';

export const TopicIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 3.5 7 20.5M17 3.5l-2 17M4 8.5h17M3 15.5h17" />
  </Svg>
);
