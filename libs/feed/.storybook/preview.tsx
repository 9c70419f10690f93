// The design system's preview (theme, global style, toast provider), shared by every library's Storybook.
export { default } from '../../ui/.storybook/preview';
