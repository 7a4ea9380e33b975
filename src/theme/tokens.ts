// The design tokens: one source for every colour, size and shadow in the product. Components read
// them through styled-components' theme; Storybook's token pages render them from here.

// Devanagari (Hindi, docs/i18n.md) is named after the Latin faces: a Latin face without it hands
// each Hindi letter on to the first face that has it. Noto Sans Devanagari ships with Android and
// Debian (fonts-noto-core); Nirmala UI with Windows, Kohinoor Devanagari with Apple's systems.
const font = {
  family:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Helvetica Neue', Arial, sans-serif",
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: '2.25rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Spacing scale in px, addressed by step: space[4] = 16px. */
const space = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const zIndex = { sticky: 10, dropdown: 20, overlay: 40, dialog: 50, toast: 60 } as const;
const motion = { fast: '120ms ease-out', normal: '200ms ease-out' } as const;
const layout = {
  maxWidth: '1280px',
  topBarHeight: '60px',
  bottomBarHeight: '60px',
  sidebarWidth: '260px',
} as const;

// Text colours are chosen for at least 4.5:1 on their backgrounds in both themes (WCAG AA).
const lightColors = {
  background: '#f4f6f5',
  surface: '#ffffff',
  surfaceMuted: '#eef2f0',
  surfaceRaised: '#ffffff',
  border: '#d5ddd9',
  borderStrong: '#8a9892',
  text: '#17201c',
  textMuted: '#4f5d57',
  primary: '#0b6e62',
  primaryHover: '#08584f',
  primarySoft: '#dcf1ec',
  onPrimary: '#ffffff',
  // 5.0:1 on accentSoft (the Builder-Wide badge); #b4540a was 4.4:1.
  accent: '#a64d08',
  accentSoft: '#fdeedd',
  danger: '#b3261e',
  dangerSoft: '#fce8e6',
  onDanger: '#ffffff',
  success: '#1d6b35',
  successSoft: '#e3f4e8',
  warning: '#8a5300',
  warningSoft: '#fff2d6',
  info: '#1f5fa8',
  infoSoft: '#e4eefb',
  link: '#0b5f8a',
  hashtag: '#0b6e62',
  mention: '#7b3fa0',
  focus: '#1f5fa8',
  unread: '#1f5fa8',
  storyRing: 'conic-gradient(#0b6e62, #b4540a, #7b3fa0, #0b6e62)',
  storyViewed: '#8a9892',
  skeleton: '#e2e8e5',
  overlay: 'rgba(10, 16, 14, 0.55)',
  badge: '#b3261e',
  onBadge: '#ffffff',
} as const;

type ColorTokens = { [Key in keyof typeof lightColors]: string };

const darkColors: ColorTokens = {
  background: '#0e1412',
  surface: '#161e1b',
  surfaceMuted: '#1e2824',
  surfaceRaised: '#1c2622',
  border: '#2f3c37',
  borderStrong: '#6f807a',
  text: '#e8efec',
  textMuted: '#a8b7b1',
  primary: '#4fd1bd',
  primaryHover: '#7be0d0',
  primarySoft: '#173a34',
  onPrimary: '#06231f',
  accent: '#f5a15c',
  accentSoft: '#3a2714',
  danger: '#ff8a80',
  dangerSoft: '#3d1a18',
  onDanger: '#2b0906',
  success: '#7fd69a',
  successSoft: '#163222',
  warning: '#f3c26b',
  warningSoft: '#3a2c10',
  info: '#8ab8f2',
  infoSoft: '#172a42',
  link: '#8ac8ee',
  hashtag: '#4fd1bd',
  mention: '#d3a6f2',
  focus: '#8ab8f2',
  unread: '#8ab8f2',
  storyRing: 'conic-gradient(#4fd1bd, #f5a15c, #d3a6f2, #4fd1bd)',
  storyViewed: '#6f807a',
  skeleton: '#26322e',
  overlay: 'rgba(0, 0, 0, 0.65)',
  badge: '#ff8a80',
  onBadge: '#2b0906',
};

type ShadowTokens = { sm: string; md: string; lg: string };
const lightShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(16, 24, 20, 0.06), 0 1px 3px rgba(16, 24, 20, 0.08)',
  md: '0 4px 12px rgba(16, 24, 20, 0.1)',
  lg: '0 16px 40px rgba(16, 24, 20, 0.18)',
};
const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
};

export type ThemeName = 'light' | 'dark';

function makeTheme(name: ThemeName, colors: ColorTokens, shadows: ShadowTokens) {
  return { name, colors, shadows, font, space, radii, breakpoints, media, zIndex, motion, layout };
}

export const lightTheme = makeTheme('light', lightColors, lightShadows);
export const darkTheme = makeTheme('dark', darkColors, darkShadows);
export type AppTheme = typeof lightTheme;

export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme };
