import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { LazyAntApp } from './lazy-app';

dayjs.locale('pt-br');

export type ColorMode = 'light' | 'dark';

export const BRAND_COLOR = '#0b6e4f';

/**
 * Issue 15 (WCAG 2.1 AA, 1.4.3): antd's derived greys and tag colours fall under 4.5:1 on
 * white, #f5f5f5 and the dark cards (its tertiary text #8c8c8c is 3.4:1, the gold tag's
 * #d48806 on #fffbe6 2.75:1). The same hues, darker in light mode and lighter in dark mode,
 * so every text that carries information reads at 4.5:1 or more on the surface it sits on.
 */
const CONTRAST_TOKENS = {
  light: {
    // Secondary text (Typography type="secondary", descriptions, captions): #666 on white.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders and disabled values still tell the user something (an example, a kept value).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    colorWarningText: '#ad4e00',
    colorSuccessText: '#237804',
    colorInfoText: '#0050b3',
    colorLink: BRAND_COLOR,
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.56)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.56)',
    // The brand green as text on the dark surfaces: lighter (the dark algorithm darkens it).
    colorLink: '#52c79a',
    colorPrimaryText: '#6fc19f',
    colorPrimaryTextHover: '#9dd6bc',
    colorError: '#ff7875',
  },
} as const;

/** Components whose text takes a colour that is not a text token. */
const CONTRAST_COMPONENTS = {
  // The words inside an unchecked switch ("Não") are white on its grey track.
  light: { Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' } },
  // The selected tab's label, and a spinner's words, are the brand colour itself.
  dark: {
    Tabs: { itemSelectedColor: '#6fc19f', itemActiveColor: '#6fc19f', itemHoverColor: '#9dd6bc', inkBarColor: '#6fc19f' },
    Spin: { colorPrimary: '#6fc19f' },
  },
} as const;

/**
 * Tags: antd writes a coloured tag's text in shade 7 of its hue, and a status tag's in the
 * status colour itself, on that hue's palest shade. Its palettes ignore token overrides, so
 * the shades tags read are set here, on the CSS variables of the theme (every antd element
 * carries a css-var class), and status tags take the status *text* colours above.
 */
const TAG_CSS = {
  light: `html [class*='css-var-'] { --ant-gold-7: #874d00; --ant-green-7: #237804; --ant-cyan-7: #006d75; --ant-orange-7: #ad4e00; --ant-volcano-7: #ad2102; --ant-lime-7: #3f6600; --ant-magenta-7: #9e1068; }`,
  dark: `html [class*='css-var-'] { --ant-purple-7: #ab7ae0; --ant-geekblue-7: #7f9ef3; --ant-red-7: #ff7875; }`,
};
const STATUS_TAG_CSS = ['success', 'warning', 'error', 'processing']
  .map((status) => {
    const text = status === 'processing' ? 'info' : status;
    return `html .ant-tag.ant-tag-${status}:not(.ant-tag-solid):not(.ant-tag-disabled) { color: var(--ant-color-${text}-text); }`;
  })
  .join('\n');

/**
 * One theme, one ConfigProvider: the shell renders it once and every remote inherits it.
 * `zeroRuntime` (issue 14): antd's components take their rules from antd/dist/antd.css, which
 * the page must have loaded (the shell does: shell/src/runtime/antd-css.ts), instead of
 * generating them while rendering; the theme still reaches them as CSS variables. Remotes
 * inherit it; their dev hosts and tests keep the runtime styles.
 */
export function AppProviders({ mode, zeroRuntime = false, children }: { mode: ColorMode; zeroRuntime?: boolean; children: ReactNode }) {
  return (
    <ConfigProvider
      locale={ptBR}
      theme={{
        zeroRuntime,
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: BRAND_COLOR,
          borderRadius: 8,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          ...CONTRAST_TOKENS[mode],
        },
        components: {
          ...CONTRAST_COMPONENTS[mode],
          // The derived selection colours of a dark green brand are too faint: set them.
          Menu:
            mode === 'dark'
              ? { itemSelectedBg: '#12392c', itemSelectedColor: '#8be0bd', itemHoverBg: '#1b2a24' }
              : { itemSelectedBg: '#e1f2ea', itemSelectedColor: '#075239' },
        },
      }}
    >
      <style>{`${TAG_CSS[mode]}\n${STATUS_TAG_CSS}`}</style>
      <LazyAntApp>{children}</LazyAntApp>
    </ConfigProvider>
  );
}
