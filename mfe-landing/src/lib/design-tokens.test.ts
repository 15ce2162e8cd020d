import { theme } from 'antd';
import { BRAND_COLOR } from '@semmultas/shared/ui/theme';
import { DARK, LIGHT, TOKEN_SOURCES, type TokenVariable } from './design-tokens';

const normalize = (v: unknown) => (typeof v === 'number' ? `${v}px` : String(v).replace(/\s+/g, ''));

function antdTokens(mode: 'light' | 'dark') {
  return theme.getDesignToken({
    token: { colorPrimary: BRAND_COLOR, borderRadius: 8 },
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  }) as unknown as Record<string, unknown>;
}

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s+/g, ''));
  if (!rgba) throw new Error(`cor ${color}`);
  const [r, g, b, a = '1'] = rgba[1]!.split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** A translucent foreground painted over an opaque background. */
function over(fg: Rgba, bg: Rgba): Rgba {
  const a = fg[3];
  return [fg[0] * a + bg[0] * (1 - a), fg[1] * a + bg[1] * (1 - a), fg[2] * a + bg[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(fg: string, bg: string, under?: string): number {
  const base = under ? parse(under) : ([255, 255, 255, 1] as Rgba);
  const back = over(parse(bg), base);
  const front = over(parse(fg), back);
  const [l1, l2] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as const)('%s tokens', (mode, values) => {
  it('are exactly the antd tokens of the shell theme', () => {
    const tokens = antdTokens(mode);
    for (const [variable, token] of Object.entries(TOKEN_SOURCES)) {
      expect({ variable, value: normalize(values[variable as TokenVariable]) }).toEqual({ variable, value: normalize(tokens[token]) });
    }
  });

  const v = (name: TokenVariable) => values[name];
  // WCAG AA: 4.5:1 for body text; every text/background pair the landing paints.
  it.each([
    ['text on the page', '--lp-text', '--lp-bg'],
    ['secondary text on the page', '--lp-text-2', '--lp-bg'],
    ['text on alternate sections', '--lp-text', '--lp-bg-alt'],
    ['secondary text on alternate sections', '--lp-text-2', '--lp-bg-alt'],
    ['text on cards', '--lp-text', '--lp-surface'],
    ['secondary text on cards', '--lp-text-2', '--lp-surface'],
    ['button text on primary', '--lp-on-primary', '--lp-primary'],
    ['button text on primary hover', '--lp-on-primary', '--lp-primary-hover'],
    ['button text on primary active', '--lp-on-primary', '--lp-primary-active'],
  ] as const)('%s reaches 4.5:1', (_label, fg, bg) => {
    const page = mode === 'dark' ? DARK['--lp-bg-alt'] : LIGHT['--lp-bg'];
    expect(contrast(v(fg), v(bg), page)).toBeGreaterThanOrEqual(4.5);
  });

  it('accent text reaches 4.5:1 on every background it sits on', () => {
    const accent = mode === 'light' ? v('--lp-primary') : v('--lp-text');
    for (const bg of ['--lp-bg', '--lp-bg-alt', '--lp-surface'] as const) expect(contrast(accent, v(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('text on the translucent fills (badges, icons) reaches 4.5:1', () => {
    for (const bg of ['--lp-bg', '--lp-bg-alt', '--lp-surface'] as const) {
      expect(contrast(v('--lp-text'), v('--lp-fill-2'), v(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

it('explains why dark mode cannot use the primary colour for text', () => {
  expect(contrast(DARK['--lp-primary'], DARK['--lp-bg'])).toBeLessThan(4.5);
});
