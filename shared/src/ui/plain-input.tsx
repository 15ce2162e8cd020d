import { useCallback, useRef, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { theme } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { outlinedFieldVars, setRefs, useFieldStatus, type FieldStatus } from './plain-field';

// Issue 14, fourteenth round: antd's Input field (BaseInput) is ~20 KB of minified JavaScript
// (@rc-component/input, its count and clear hooks, antd's CSS-in-JS style with every variant)
// on the calculators' first screen, where every field is a plain text box with "R$" before it
// or "%" after it. This is the browser's <input> inside a box drawn with antd's measures and
// theme tokens (outlined variant: border, 6 px radius, hover and focus ring, error colours,
// disabled), the adornments beside the text as antd's affix wrapper puts them. Inside antd's
// Form.Item it takes the item's error status, as antd's fields do. `onClear` is antd's
// `allowClear`: a clear button while there is text. What it does not do: antd's character count,
// password eye, sizes other than the default.
const CSS = `
.sm-input {
  display: inline-flex; align-items: center; box-sizing: border-box; width: 100%; min-width: 0; margin: 0;
  padding: var(--sm-input-py) var(--sm-input-px); font-size: var(--sm-input-fs); line-height: var(--sm-input-lh);
  color: var(--sm-input-fg); background: var(--sm-input-bg); border: var(--sm-input-lw) solid var(--sm-input-border);
  border-radius: var(--sm-input-radius); cursor: text; transition: border-color 0.2s, box-shadow 0.2s;
}
.sm-input:hover { border-color: var(--sm-input-hover); }
.sm-input:focus-within { border-color: var(--sm-input-active); box-shadow: 0 0 0 var(--sm-input-ow) var(--sm-input-outline); }
.sm-input > input {
  flex: 1 1 auto; min-width: 0; width: 100%; margin: 0; padding: 0; border: 0; outline: none; background: transparent;
  font: inherit; color: inherit; line-height: inherit;
}
.sm-input > input::placeholder { color: var(--sm-input-placeholder); opacity: 1; }
.sm-input-prefix, .sm-input-suffix { display: flex; flex: none; align-items: center; }
.sm-input-prefix { margin-inline-end: 4px; }
.sm-input-suffix { margin-inline-start: 4px; }
.sm-input-clear {
  display: flex; flex: none; align-items: center; margin: 0 0 0 4px; padding: 0; border: 0; background: none;
  font-size: var(--sm-input-fs-sm); color: var(--sm-input-clear); cursor: pointer; transition: color 0.2s;
}
.sm-input-clear:hover { color: var(--sm-input-clear-hover); }
.sm-input-disabled, .sm-input-disabled:hover {
  color: var(--sm-input-disabled-fg); background: var(--sm-input-disabled-bg); border-color: var(--sm-input-border); cursor: not-allowed;
}
.sm-input-disabled > input { cursor: not-allowed; }
@media (prefers-reduced-motion: reduce) { .sm-input { transition: none; } }
@media (forced-colors: active) { .sm-input:focus-within { outline: 2px solid Highlight; } }
`;

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size' | 'style' | 'className'> {
  /** Before the text ("R$"), as antd's `prefix`. */
  prefix?: ReactNode;
  /** After the text ("%"), as antd's `suffix`. */
  suffix?: ReactNode;
  /** antd's `allowClear`, for a field given its `value`: while it has text, a button after it empties it (this is called). */
  onClear?: () => void;
  /** antd's `status`: the error or warning colours; say why with aria-describedby. */
  status?: FieldStatus;
  /** The <input> itself (its caret, its focus). */
  ref?: Ref<HTMLInputElement>;
  /** On the box around the field (its width, its margins), as antd puts them with an adornment. */
  style?: CSSProperties;
  className?: string;
}

/** A text field that looks like antd's Input (see above); the props are the <input>'s own. */
export function PlainInput({ prefix, suffix, onClear, status, ref, style, className, disabled, ...input }: PlainInputProps) {
  const { token } = theme.useToken();
  const shown = useFieldStatus(status);
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback((el: HTMLInputElement | null) => setRefs(el, own, ref), [ref]);
  const fontSize = token.fontSize;
  // A field given `value` is controlled from its first render: undefined (antd's Form.Item before
  // any value, or after resetFields) is an empty field, as antd's Input reads it, not an
  // uncontrolled one that would keep showing its old text.
  const controlled = 'value' in input;
  const text = controlled ? (input.value ?? '') : undefined;
  return (
    <span
      className={['sm-input', disabled ? 'sm-input-disabled' : '', className ?? ''].filter(Boolean).join(' ')}
      // A press on the box or an adornment puts the caret in the field, as antd's wrapper does.
      onMouseDown={(e) => {
        if (e.target !== own.current && !disabled) {
          e.preventDefault();
          own.current?.focus();
        }
      }}
      style={
        {
          '--sm-input-py': `${Math.max(Math.round(((token.controlHeight - fontSize * token.lineHeight) / 2) * 10) / 10 - token.lineWidth, 0)}px`,
          '--sm-input-px': `${token.paddingSM - token.lineWidth}px`,
          ...outlinedFieldVars('input', token, shown),
          '--sm-input-lh': token.lineHeight,
          '--sm-input-ow': `${token.controlOutlineWidth}px`,
          '--sm-input-fs-sm': `${token.fontSizeSM}px`,
          '--sm-input-clear': token.colorTextQuaternary,
          '--sm-input-clear-hover': token.colorTextTertiary,
          fontFamily: token.fontFamily,
          ...style,
        } as CSSProperties
      }
    >
      {/* React 19 hoists this into <head> once, however many fields render it. */}
      <style href="sm-plain-input" precedence="default">
        {CSS}
      </style>
      {prefix !== undefined && prefix !== null ? <span className="sm-input-prefix">{prefix}</span> : null}
      <input ref={setRef} type="text" disabled={disabled} {...input} {...(controlled ? { value: text } : {})} />
      {onClear && text && !disabled ? (
        // As antd's: out of the Tab order (the keyboard empties a field by selecting its text).
        <button
          type="button"
          tabIndex={-1}
          className="sm-input-clear"
          aria-label="Limpar"
          onClick={() => {
            onClear();
            own.current?.focus();
          }}
        >
          <CloseCircleFilled aria-hidden />
        </button>
      ) : null}
      {suffix !== undefined && suffix !== null ? <span className="sm-input-suffix">{suffix}</span> : null}
    </span>
  );
}
