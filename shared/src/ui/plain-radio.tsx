import { useId, type CSSProperties } from 'react';
import { theme } from 'antd';
import type { FieldAria } from './plain-field';

// Issue 14, fourteenth round: antd's Radio is ~33 KB of minified JavaScript (its CSS-in-JS
// style, @rc-component/checkbox, antd's form context hooks) for a few fixed choices. This is a
// group of the browser's own radio buttons (one name: the arrow keys move the choice, Tab enters
// and leaves the group, a screen reader says "1 de 3"), drawn with antd's measures and theme
// tokens: the 16 px circle with its dot, or, with optionType="button", antd's solid buttons.
const CSS = `
.sm-radio-group { display: inline-block; font-size: var(--sm-radio-fs); line-height: var(--sm-radio-lh); color: var(--sm-radio-fg); }
.sm-radio { display: inline-flex; align-items: baseline; margin-inline-end: 8px; cursor: pointer; }
.sm-radio:last-child { margin-inline-end: 0; }
.sm-radio > input {
  appearance: none; -webkit-appearance: none; box-sizing: border-box; flex: none; align-self: center;
  width: 16px; height: 16px; margin: 0; border: var(--sm-radio-lw) solid var(--sm-radio-border); border-radius: 50%;
  background: var(--sm-radio-bg); cursor: pointer; transition: all 0.2s;
}
.sm-radio > input:checked {
  border-color: var(--sm-radio-primary);
  background: radial-gradient(circle, #fff 0 3px, var(--sm-radio-primary) 3.5px);
}
.sm-radio:hover > input:not(:disabled) { border-color: var(--sm-radio-primary); }
.sm-radio:hover > input:checked:not(:disabled) {
  border-color: var(--sm-radio-primary-hover);
  background: radial-gradient(circle, #fff 0 3px, var(--sm-radio-primary-hover) 3.5px);
}
.sm-radio > input:focus-visible { outline: var(--sm-radio-focus-w) solid var(--sm-radio-focus); outline-offset: 1px; }
.sm-radio > span { padding-inline: 8px; }
.sm-radio-disabled { cursor: not-allowed; color: var(--sm-radio-disabled-fg); }
.sm-radio > input:disabled { cursor: not-allowed; background: var(--sm-radio-disabled-bg); border-color: var(--sm-radio-border); }
.sm-radio > input:disabled:checked { background: radial-gradient(circle, var(--sm-radio-disabled-fg) 0 3px, var(--sm-radio-disabled-bg) 3.5px); }

.sm-radio-group-button { display: inline-flex; flex-wrap: wrap; }
.sm-radio-button {
  position: relative; box-sizing: border-box; height: var(--sm-radio-h); padding: 0 var(--sm-radio-px);
  line-height: calc(var(--sm-radio-h) - 2 * var(--sm-radio-lw)); background: var(--sm-radio-bg);
  border: var(--sm-radio-lw) solid var(--sm-radio-border); cursor: pointer; transition: color 0.2s, background-color 0.2s;
}
.sm-radio-button:not(:first-child) { margin-inline-start: calc(-1 * var(--sm-radio-lw)); }
.sm-radio-button:first-child { border-start-start-radius: var(--sm-radio-radius); border-end-start-radius: var(--sm-radio-radius); }
.sm-radio-button:last-child { border-start-end-radius: var(--sm-radio-radius); border-end-end-radius: var(--sm-radio-radius); }
.sm-radio-button > input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.sm-radio-button:hover { color: var(--sm-radio-primary); }
/* The chosen button by a class React sets (not :has(), which older browsers lack: it would show no choice). */
.sm-radio-button-checked {
  z-index: 1; color: var(--sm-radio-solid-fg); background: var(--sm-radio-primary); border-color: var(--sm-radio-primary);
}
.sm-radio-button-checked:hover { color: var(--sm-radio-solid-fg); background: var(--sm-radio-primary-hover); border-color: var(--sm-radio-primary-hover); }
.sm-radio-button:has(> input:focus-visible) { z-index: 2; outline: var(--sm-radio-focus-w) solid var(--sm-radio-focus); outline-offset: 1px; }
.sm-radio-button.sm-radio-disabled, .sm-radio-button.sm-radio-disabled:hover { color: var(--sm-radio-disabled-fg); background: var(--sm-radio-disabled-bg); border-color: var(--sm-radio-border); }
/* antd's chosen and disabled button: greyed, with its own background. */
.sm-radio-button.sm-radio-disabled.sm-radio-button-checked { background: var(--sm-radio-disabled-checked-bg); }
.sm-radio-button.sm-radio-disabled > input { cursor: not-allowed; }
@media (prefers-reduced-motion: reduce) { .sm-radio > input, .sm-radio-button { transition: none; } }
@media (forced-colors: active) {
  .sm-radio > input { forced-color-adjust: none; border-color: ButtonText; background: Canvas; }
  .sm-radio > input:checked { background: radial-gradient(circle, Highlight 0 4px, Canvas 4.5px); }
  .sm-radio-button-checked { outline: 2px solid Highlight; }
}
`;

export interface PlainRadioOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface PlainRadioGroupProps<V> extends FieldAria {
  id?: string;
  /** One of the options' values; any other (null, undefined) leaves none chosen. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Checked against the value's type (a union of literals stays one), not widened to it. */
  options: readonly PlainRadioOption<NoInfer<V>>[];
  /** antd's `optionType="button" buttonStyle="solid"`: side-by-side buttons, the chosen one filled. */
  optionType?: 'default' | 'button';
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * A choice among a few fixed options, as antd's Radio.Group with `options` draws it (see above).
 * Values may be strings, numbers or booleans: the inputs carry their index, and onChange gets the
 * option's own value.
 */
export function PlainRadioGroup<V>({
  id,
  value,
  onChange,
  options,
  optionType = 'default',
  disabled,
  style,
  className,
  ...aria
}: PlainRadioGroupProps<V>) {
  const { token } = theme.useToken();
  const name = useId();
  const buttons = optionType === 'button';
  return (
    <div
      id={id}
      role="radiogroup"
      className={['sm-radio-group', buttons ? 'sm-radio-group-button' : '', className ?? ''].filter(Boolean).join(' ')}
      style={
        {
          '--sm-radio-fs': `${token.fontSize}px`,
          '--sm-radio-lh': token.lineHeight,
          '--sm-radio-fg': token.colorText,
          '--sm-radio-bg': token.colorBgContainer,
          '--sm-radio-lw': `${token.lineWidth}px`,
          '--sm-radio-border': token.colorBorder,
          '--sm-radio-primary': token.colorPrimary,
          '--sm-radio-primary-hover': token.colorPrimaryHover,
          '--sm-radio-solid-fg': token.colorTextLightSolid,
          '--sm-radio-focus': token.colorPrimaryBorder,
          '--sm-radio-focus-w': `${token.lineWidthFocus}px`,
          '--sm-radio-disabled-fg': token.colorTextDisabled,
          '--sm-radio-disabled-bg': token.colorBgContainerDisabled,
          '--sm-radio-disabled-checked-bg': token.controlItemBgActiveDisabled,
          '--sm-radio-h': `${token.controlHeight}px`,
          '--sm-radio-px': `${token.padding - token.lineWidth}px`,
          '--sm-radio-radius': `${token.borderRadius}px`,
          fontFamily: token.fontFamily,
          ...style,
        } as CSSProperties
      }
      {...aria}
    >
      {/* React 19 hoists this into <head> once, however many groups render it. */}
      <style href="sm-plain-radio" precedence="default">
        {CSS}
      </style>
      {options.map((o, i) => {
        const off = disabled || o.disabled;
        const checked = value !== null && value !== undefined && Object.is(o.value, value);
        return (
          <label
            key={i}
            className={[
              buttons ? 'sm-radio-button' : 'sm-radio',
              buttons && checked ? 'sm-radio-button-checked' : '',
              off ? 'sm-radio-disabled' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input type="radio" name={name} value={String(i)} checked={checked} disabled={off} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}
