// The design system's preview (theme and global style), shared by every library's Storybook.
export { default } from '../../ui/.storybook/preview';
