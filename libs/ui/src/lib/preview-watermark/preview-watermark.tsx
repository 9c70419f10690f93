import styled from 'styled-components';
import { WATERMARK } from '../messages';

export interface PreviewWatermarkProps {
  /** The text repeated over the page. */
  text?: string;
}

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.watermark};
  overflow: hidden;
  pointer-events: none;
  user-select: none;
`;

/** `text` as a CSS string: quotes, backslashes and line breaks escaped. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

// The marks are drawn by CSS (::before), not written as text: the page's text, what a reader copies,
// search engines and assistive technology get 内部临时预览 once at most (the layer is aria-hidden too).
const Grid = styled.div<{ $text: string }>`
  position: absolute;
  inset: -50%;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  align-content: space-around;
  row-gap: 96px;
  transform: rotate(-24deg);
  span::before {
    content: ${({ $text }) => cssString($text)};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.body};
    color: ${({ theme }) => theme.colors.watermark};
    white-space: nowrap;
    text-align: center;
  }
`;

const REPEAT = 72;

/** Watermark 内部临时预览 over a temporary internal preview (spec §2, §6, §9). */
export function PreviewWatermark({ text = WATERMARK }: PreviewWatermarkProps) {
  return (
    <Layer aria-hidden data-testid="preview-watermark" data-text={text}>
      <Grid $text={text}>
        {Array.from({ length: REPEAT }, (_, i) => (
          <span key={i} />
        ))}
      </Grid>
    </Layer>
  );
}
