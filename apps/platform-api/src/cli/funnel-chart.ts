// The share funnel as an SVG bar chart (docs/deferred-deep-link.md): one bar per step, its count and
// its share of the views. Pure, so a test can check what it draws.
import { FUNNEL_STEPS, type FunnelStep } from '@share/contract';

/** What each step is called on the chart. */
export const STEP_LABELS: Record<FunnelStep, string> = {
  view: '浏览 view',
  open_app: '点击打开APP open_app',
  launch: '尝试唤起 launch',
  download: '前往下载 download',
  claim: '口令认领 claim',
};

const WIDTH = 720;
const ROW = 44;
const TOP = 56;
const LABEL_WIDTH = 190;
const BAR_MAX = WIDTH - LABEL_WIDTH - 140;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function funnelSvg(title: string, counts: Record<FunnelStep, number>): string {
  const views = Math.max(counts.view, 1);
  const height = TOP + FUNNEL_STEPS.length * ROW + 24;
  const rows = FUNNEL_STEPS.map((step, index) => {
    const y = TOP + index * ROW;
    const width = Math.max(1, Math.round((counts[step] / views) * BAR_MAX));
    const percent = ((counts[step] / views) * 100).toFixed(1);
    return [
      `<text x="${LABEL_WIDTH - 12}" y="${y + 22}" text-anchor="end">${escape(STEP_LABELS[step])}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 6}" width="${width}" height="26" rx="4" fill="#FF4A26" fill-opacity="${(1 - index * 0.15).toFixed(2)}"/>`,
      `<text x="${LABEL_WIDTH + width + 8}" y="${y + 24}">${counts[step]} (${percent}%)</text>`,
    ].join('\n  ');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="14" fill="#222222">`,
    `  <rect width="${WIDTH}" height="${height}" fill="#FFFFFF"/>`,
    `  <text x="16" y="32" font-size="16" font-weight="bold">${escape(title)}</text>`,
    `  ${rows.join('\n  ')}`,
    '</svg>',
    '',
  ].join('\n');
}
