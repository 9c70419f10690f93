import styled from 'styled-components';
import { WATERMARK } from '../messages';

export interface PreviewWatermarkProps {
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

const Grid = styled.div`
  position: absolute;
  inset: -50%;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  align-content: space-around;
  row-gap: 96px;
  transform: rotate(-24deg);
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
      <Grid>
        {Array.from({ length: REPEAT }, (_, i) => (
          <span key={i}>{text}</span>
        ))}
      </Grid>
    </Layer>
  );
}
