// The landing page is drawn without antd (it must paint on a phone before any library
// arrives), but with antd's colours: each CSS variable below is the value of the named antd
// token under the shell's theme (colorPrimary BRAND_COLOR, borderRadius 8), light and dark.
// design-tokens.test.ts recomputes every one with antd's theme.getDesignToken and checks the
// text contrast, so a theme change fails a test instead of drifting silently.

/** CSS variable → antd token it mirrors. */
export const TOKEN_SOURCES = {
  '--lp-primary': 'colorPrimary',
  '--lp-primary-hover': 'colorPrimaryHover',
  '--lp-primary-active': 'colorPrimaryActive',
  '--lp-primary-border': 'colorPrimaryBorder',
  '--lp-on-primary': 'colorTextLightSolid',
  '--lp-text': 'colorText',
  '--lp-text-2': 'colorTextSecondary',
  '--lp-bg': 'colorBgContainer',
  '--lp-bg-alt': 'colorBgLayout',
  '--lp-surface': 'colorBgElevated',
  '--lp-border': 'colorBorder',
  '--lp-border-2': 'colorBorderSecondary',
  '--lp-fill': 'colorFillTertiary',
  '--lp-fill-2': 'colorFillSecondary',
  '--lp-warning': 'colorWarning',
  '--lp-radius': 'borderRadius',
} as const;

export type TokenVariable = keyof typeof TOKEN_SOURCES;

export const LIGHT: Record<TokenVariable, string> = {
  '--lp-primary': '#0b6e4f',
  '--lp-primary-hover': '#207a5b',
  '--lp-primary-active': '#044734',
  '--lp-primary-border': '#56947a',
  '--lp-on-primary': '#fff',
  '--lp-text': 'rgba(0,0,0,0.88)',
  '--lp-text-2': 'rgba(0,0,0,0.65)',
  '--lp-bg': '#ffffff',
  '--lp-bg-alt': '#f5f5f5',
  '--lp-surface': '#ffffff',
  '--lp-border': '#d9d9d9',
  '--lp-border-2': '#f0f0f0',
  '--lp-fill': 'rgba(0,0,0,0.04)',
  '--lp-fill-2': 'rgba(0,0,0,0.06)',
  '--lp-warning': '#faad14',
  '--lp-radius': '8px',
};

export const DARK: Record<TokenVariable, string> = {
  '--lp-primary': '#0c6146',
  '--lp-primary-hover': '#1f7054',
  '--lp-primary-active': '#0e4f3a',
  '--lp-primary-border': '#112f26',
  '--lp-on-primary': '#fff',
  '--lp-text': 'rgba(255,255,255,0.85)',
  '--lp-text-2': 'rgba(255,255,255,0.65)',
  '--lp-bg': '#141414',
  '--lp-bg-alt': '#000000',
  '--lp-surface': '#1f1f1f',
  '--lp-border': '#424242',
  '--lp-border-2': '#303030',
  '--lp-fill': 'rgba(255,255,255,0.08)',
  '--lp-fill-2': 'rgba(255,255,255,0.12)',
  '--lp-warning': '#d89614',
  '--lp-radius': '8px',
};

/**
 * Roles built on the tokens. antd's dark primary is too dark for text on a dark page
 * (2.7:1), so in dark mode accent text and focus rings use colorText instead.
 */
export const ROLES = {
  light: { '--lp-accent-text': 'var(--lp-primary)', '--lp-focus': 'var(--lp-primary)' },
  dark: { '--lp-accent-text': 'var(--lp-text)', '--lp-focus': 'var(--lp-text)' },
} as const;

export function declarations(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
