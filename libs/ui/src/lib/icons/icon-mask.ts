import { css } from 'styled-components';

// The shapes of the icons a list's cards draw as masks (iconMask).
export const EYE_SHAPES =
  "<path d='M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z'/><circle cx='12' cy='12' r='3'/>";
export const COMMENT_SHAPES = "<path d='M4 5h16v11H9l-5 4z'/>";
/** PlayIcon's triangle, filled. */
export const PLAY_SHAPES = "<path d='M8 5.5v13l10-6.5z' fill='black' stroke='none'/>";

/**
 * A stroke icon (shapes such as those above, drawn as Svg draws them) as a CSS mask filled with the
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
