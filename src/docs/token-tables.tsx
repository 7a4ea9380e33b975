// Storybook's token pages, drawn from the theme objects themselves (src/theme/tokens.ts): a token
// added or changed there shows here without anyone retyping it. Inline styles on purpose: docs
// pages render outside the app's ThemeProvider, and both themes are shown side by side.
import type { CSSProperties, ReactNode } from 'react';
import { darkTheme, lightTheme, type AppTheme } from '../theme/tokens';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #d5ddd9',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '0.8125rem' };

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ theme, token }: { theme: AppTheme; token: keyof AppTheme['colors'] }) {
  const value = theme.colors[token];
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: 6,
        borderRadius: theme.radii.sm,
        background: theme.colors.background,
        color: theme.colors.text,
      }}
    >
      <span
        aria-hidden
        style={{
          width: 40,
          height: 28,
          flex: 'none',
          borderRadius: theme.radii.sm,
          background: value,
          border: `1px solid ${theme.colors.borderStrong}`,
        }}
      />
      <span style={code}>{value}</span>
    </div>
  );
}

/** Every colour token, light and dark side by side, each on its theme's page background. */
export function ColorTokens() {
  const tokens = Object.keys(lightTheme.colors) as (keyof AppTheme['colors'])[];
  return (
    <Table caption={`Colours (${tokens.length} tokens)`} head={['Token', 'Light', 'Dark']}>
      {tokens.map((token) => (
        <tr key={token}>
          <th scope="row" style={{ ...cell, ...code }}>
            colors.{token}
          </th>
          <td style={cell}>
            <Swatch theme={lightTheme} token={token} />
          </td>
          <td style={cell}>
            <Swatch theme={darkTheme} token={token} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The type scale, each size set in the app's font family. */
export function TypeScale() {
  const { font } = lightTheme;
  return (
    <>
      <Table caption="Type scale" head={['Token', 'Size', 'Sample']}>
        {Object.entries(font.size).map(([name, size]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              font.size.{name}
            </th>
            <td style={{ ...cell, ...code }}>{size}</td>
            <td
              style={{
                ...cell,
                fontFamily: font.family,
                fontSize: size,
                lineHeight: font.lineHeight.tight,
              }}
            >
              Water supply restored in Tower B
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Weights and line heights" head={['Token', 'Value', 'Sample']}>
        {Object.entries(font.weight).map(([name, weight]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              font.weight.{name}
            </th>
            <td style={{ ...cell, ...code }}>{weight}</td>
            <td style={{ ...cell, fontFamily: font.family, fontWeight: weight }}>
              Society meeting on Sunday
            </td>
          </tr>
        ))}
        {Object.entries(font.lineHeight).map(([name, height]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              font.lineHeight.{name}
            </th>
            <td style={{ ...cell, ...code }}>{height}</td>
            <td style={{ ...cell, fontFamily: font.family, lineHeight: height, maxWidth: 280 }}>
              Two lines of text to show the space between them in a post.
            </td>
          </tr>
        ))}
      </Table>
      <p style={code}>font.family: {font.family}</p>
    </>
  );
}

/** The spacing scale: theme.space[n] in px. */
export function SpacingScale() {
  return (
    <Table caption="Spacing (theme.space[n], px)" head={['Token', 'Value', 'Size']}>
      {lightTheme.space.map((size, step) => (
        <tr key={step}>
          <th scope="row" style={{ ...cell, ...code }}>
            space[{step}]
          </th>
          <td style={{ ...cell, ...code }}>{size}px</td>
          <td style={cell}>
            <span
              aria-hidden
              style={{
                display: 'block',
                height: 12,
                width: size,
                background: lightTheme.colors.primary,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii. */
export function RadiiScale() {
  return (
    <Table caption="Radii" head={['Token', 'Value', 'Shape']}>
      {Object.entries(lightTheme.radii).map(([name, radius]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            radii.{name}
          </th>
          <td style={{ ...cell, ...code }}>{radius}</td>
          <td style={cell}>
            <span
              aria-hidden
              style={{
                display: 'block',
                width: 96,
                height: 40,
                borderRadius: radius,
                background: lightTheme.colors.primarySoft,
                border: `1px solid ${lightTheme.colors.primary}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function ShadowCard({ theme, shadow }: { theme: AppTheme; shadow: keyof AppTheme['shadows'] }) {
  return (
    <div style={{ padding: 16, background: theme.colors.background, borderRadius: theme.radii.md }}>
      <div
        style={{
          padding: 12,
          background: theme.colors.surface,
          color: theme.colors.text,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows[shadow],
        }}
      >
        <span style={code}>{theme.shadows[shadow]}</span>
      </div>
    </div>
  );
}

/** Shadows in both themes: dark surfaces need stronger ones. */
export function ShadowScale() {
  const names = Object.keys(lightTheme.shadows) as (keyof AppTheme['shadows'])[];
  return (
    <Table caption="Shadows" head={['Token', 'Light', 'Dark']}>
      {names.map((name) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            shadows.{name}
          </th>
          <td style={cell}>
            <ShadowCard theme={lightTheme} shadow={name} />
          </td>
          <td style={cell}>
            <ShadowCard theme={darkTheme} shadow={name} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Breakpoints the media helpers are built from. */
export function Breakpoints() {
  return (
    <Table caption="Breakpoints (theme.media.*: min-width)" head={['Token', 'Value']}>
      {Object.entries(lightTheme.breakpoints).map(([name, width]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            breakpoints.{name}
          </th>
          <td style={{ ...cell, ...code }}>{width}px</td>
        </tr>
      ))}
    </Table>
  );
}
