// Renders the design tokens straight from @share/ui's theme (theme.ts), so the docs page cannot
// drift from what the components use: colours as swatches, type sizes as samples, spacing as bars,
// radii, shadows and the one z-index scale.
import type { ReactNode } from 'react';
import { defaultTheme } from '@share/ui';

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'middle' as const, fontSize: 13 };

function Table({ rows }: { rows: Array<[string, string | number, ReactNode]> }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <tbody>
        {rows.map(([name, value, sample]) => (
          <tr key={name}>
            <td style={{ ...cell, fontFamily: 'monospace' }}>{name}</td>
            <td style={{ ...cell, fontFamily: 'monospace', color: defaultTheme.colors.textSecondary }}>
              {String(value)}
            </td>
            <td style={cell}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (color: string) => (
  <span
    style={{
      display: 'inline-block',
      width: 64,
      height: 24,
      borderRadius: 4,
      background: color,
      border: `1px solid ${defaultTheme.colors.border}`,
    }}
  />
);

export function ColorTokens() {
  return (
    <Table
      rows={Object.entries(defaultTheme.colors).map(([name, value]) => [`colors.${name}`, value, swatch(value)])}
    />
  );
}

export function TypeTokens() {
  return (
    <Table
      rows={Object.entries(defaultTheme.fontSizes).map(([name, value]) => [
        `fontSizes.${name}`,
        value,
        <span style={{ fontSize: value, fontFamily: defaultTheme.fontFamily }}>分享页 Share 123</span>,
      ])}
    />
  );
}

export function SpaceTokens() {
  return (
    <Table
      rows={Object.entries(defaultTheme.space).map(([name, value]) => [
        `space.${name}`,
        value,
        <span style={{ display: 'inline-block', width: value, height: 12, background: defaultTheme.colors.primary }} />,
      ])}
    />
  );
}

export function ShapeTokens() {
  return (
    <Table
      rows={[
        ...Object.entries(defaultTheme.radii).map(([name, value]): [string, string, ReactNode] => [
          `radii.${name}`,
          value,
          <span
            style={{
              display: 'inline-block',
              width: 48,
              height: 24,
              borderRadius: value,
              background: defaultTheme.colors.primarySoft,
            }}
          />,
        ]),
        ...Object.entries(defaultTheme.shadows).map(([name, value]): [string, string, ReactNode] => [
          `shadows.${name}`,
          value,
          <span
            style={{
              display: 'inline-block',
              width: 48,
              height: 24,
              borderRadius: 4,
              boxShadow: value,
              background: defaultTheme.colors.surface,
            }}
          />,
        ]),
      ]}
    />
  );
}

export function LayerTokens() {
  return (
    <Table rows={Object.entries(defaultTheme.zIndices).map(([name, value]) => [`zIndices.${name}`, value, null])} />
  );
}
