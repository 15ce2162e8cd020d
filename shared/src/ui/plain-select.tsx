import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { outlinedFieldVars, useFieldStatus, type FieldAria } from './plain-field';

// Issue 14, thirteenth round: antd's Select is its own dropdown (rc-select, rc-trigger, a virtual
// list, rc-overflow and antd's Empty: ~83 KB of minified JavaScript evaluated on the ledger's
// and the calculators' first screens) for lists of 3 to 28 fixed choices. This is the browser's
// own <select>, drawn with antd's measures and theme tokens: on a phone it opens the system's
// picker (bigger targets than antd's list), the keyboard and screen readers know it, typing the
// first letters jumps to an option, and the list follows the page's `color-scheme` (the shell
// sets it for dark mode). Lists that need antd's search over names or custom rows keep Select.
const CSS = `
.sm-select { position: relative; display: inline-block; vertical-align: top; }
.sm-select > select {
  appearance: none; -webkit-appearance: none; box-sizing: border-box; display: block; width: 100%;
  height: var(--sm-select-h); margin: 0; padding: 0 calc(var(--sm-select-px) + 18px) 0 var(--sm-select-px);
  font: inherit; font-size: var(--sm-select-fs); color: var(--sm-select-fg); background: var(--sm-select-bg);
  border: var(--sm-select-lw) solid var(--sm-select-border); border-radius: var(--sm-select-radius);
  text-overflow: ellipsis; white-space: nowrap; cursor: pointer; outline: none;
  transition: border-color 0.2s, box-shadow 0.2s;
}
.sm-select > select:hover:not(:disabled) { border-color: var(--sm-select-hover); }
.sm-select > select:focus-visible, .sm-select > select:focus { border-color: var(--sm-select-active); box-shadow: 0 0 0 2px var(--sm-select-outline); }
.sm-select > select:disabled { cursor: not-allowed; color: var(--sm-select-disabled-fg); background: var(--sm-select-disabled-bg); }
.sm-select-placeholder > select { color: var(--sm-select-placeholder); }
.sm-select > select option { color: var(--sm-select-fg); background: var(--sm-select-popup); }
.sm-select > svg { position: absolute; inset-inline-end: var(--sm-select-px); top: 50%; margin-top: -6px; pointer-events: none; color: var(--sm-select-arrow); }
@media (prefers-reduced-motion: reduce) { .sm-select > select { transition: none; } }
@media (forced-colors: active) { .sm-select > select:focus-visible { outline: 2px solid; } }
`;

export interface PlainSelectOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface PlainSelectProps<V> extends FieldAria {
  id?: string;
  /**
   * One of the options' values; an option whose value is null reads as a placeholder (muted), e.g.
   * "Escolha a UF". Undefined (antd's Form.Item before a choice) is that null option too.
   */
  value: V | undefined;
  onChange: (value: V) => void;
  options: readonly PlainSelectOption<V>[];
  /** Marks the field invalid, as antd's `status`: the error colours; say why with aria-describedby. */
  status?: 'error' | 'warning';
  disabled?: boolean;
  /** antd's `size="small"`: 24 px high, as a small pager's size chooser. */
  size?: 'default' | 'small';
  /** On the box around the field (its width, its margins). */
  style?: CSSProperties;
  className?: string;
}

/**
 * A choice among fixed options (see above), looking like antd's Select. Values may be strings,
 * numbers or null; the <option>s carry their index, and onChange gets the option's own value.
 */
export function PlainSelect<V>({
  id,
  value,
  onChange,
  options,
  status,
  disabled,
  size = 'default',
  style,
  className,
  ...aria
}: PlainSelectProps<V>) {
  const { token } = theme.useToken();
  const small = size === 'small';
  // Inside antd's Form.Item, its validation status, as antd's own fields take it.
  const shown = useFieldStatus(status);
  const chosen = options.findIndex((o) => Object.is(o.value, value === undefined ? null : value));
  const placeholder = value === null || value === undefined;
  return (
    <span
      className={['sm-select', placeholder ? 'sm-select-placeholder' : '', className ?? ''].filter(Boolean).join(' ')}
      style={
        {
          ...outlinedFieldVars('select', token, shown, small ? token.borderRadiusSM : token.borderRadius),
          '--sm-select-h': `${small ? token.controlHeightSM : token.controlHeight}px`,
          '--sm-select-px': `${(small ? token.paddingXS : token.paddingSM) - token.lineWidth}px`,
          '--sm-select-popup': token.colorBgElevated,
          '--sm-select-arrow': token.colorTextQuaternary,
          fontFamily: token.fontFamily,
          lineHeight: token.lineHeight,
          ...style,
        } as CSSProperties
      }
    >
      {/* React 19 hoists this into <head> once, however many fields render it. */}
      <style href="sm-plain-select" precedence="default">
        {CSS}
      </style>
      <select
        id={id}
        value={chosen < 0 ? '' : String(chosen)}
        onChange={(e) => {
          const option = options[Number(e.target.value)];
          if (option && e.target.value !== '') onChange(option.value);
        }}
        disabled={disabled}
        {...aria}
      >
        {/* A value among none of the options: an empty line rather than the first option shown as chosen. */}
        {chosen < 0 ? <option value="" disabled hidden /> : null}
        {options.map((o, i) => (
          <option key={i} value={String(i)} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {/* antd's arrow (DownOutlined), 12 px. */}
      <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="64 64 896 896" fill="currentColor">
        <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 7.1L512 654.2 227.9 263.1c-3-4.6-7.8-7.1-12.9-7.1h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
      </svg>
    </span>
  );
}
