import type { CSSProperties, ReactNode } from 'react';
import { useComponentToken } from './component-token';
import type { FieldAria } from './plain-field';

// Issue 14, fourteenth round: antd's Switch is ~26 KB of minified JavaScript (its CSS-in-JS
// style, @rc-component/switch, rc-util's hooks) for a two-state button. This is the same button
// (role="switch", aria-checked, Space and Enter from the browser), drawn with antd's measures
// (a 22 px track at least 44 px wide, an 18 px handle, the words in 12 px) and theme tokens,
// including the component tokens theme.tsx gives antd's Switch (the off colour's contrast).
const CSS = `
.sm-switch {
  position: relative; display: inline-block; box-sizing: border-box; min-width: 44px; height: 22px;
  margin: 0; padding: 0; border: 0; border-radius: 100px; vertical-align: middle; cursor: pointer;
  font: inherit; font-size: var(--sm-switch-fs); line-height: 22px; color: var(--sm-switch-text);
  background: var(--sm-switch-off); transition: background 0.2s;
}
.sm-switch:hover:not(:disabled) { background: var(--sm-switch-off-hover); }
.sm-switch[aria-checked='true'] { background: var(--sm-switch-on); }
.sm-switch[aria-checked='true']:hover:not(:disabled) { background: var(--sm-switch-on-hover); }
.sm-switch:focus-visible { outline: var(--sm-switch-focus-w) solid var(--sm-switch-focus); outline-offset: 1px; }
.sm-switch:disabled { cursor: not-allowed; opacity: 0.65; }
.sm-switch-handle {
  position: absolute; top: 2px; inset-inline-start: 2px; width: 18px; height: 18px; border-radius: 9px;
  background: #fff; box-shadow: 0 2px 4px 0 rgba(0, 35, 11, 0.2); transition: inset-inline-start 0.2s ease-in-out;
}
.sm-switch[aria-checked='true'] .sm-switch-handle { inset-inline-start: calc(100% - 20px); }
.sm-switch-inner { display: grid; padding-inline: 24px 9px; transition: padding 0.2s; }
.sm-switch[aria-checked='true'] .sm-switch-inner { padding-inline: 9px 24px; }
/* Both words in one cell: the track is as wide as the longer one, in either state. */
.sm-switch-inner > span { grid-area: 1 / 1; text-align: center; white-space: nowrap; }
.sm-switch[aria-checked='true'] .sm-switch-off-text, .sm-switch[aria-checked='false'] .sm-switch-on-text { visibility: hidden; }
@media (prefers-reduced-motion: reduce) { .sm-switch, .sm-switch-handle, .sm-switch-inner { transition: none; } }
@media (forced-colors: active) {
  .sm-switch { border: 1px solid ButtonText; }
  .sm-switch-handle { background: ButtonText; }
  .sm-switch[aria-checked='true'] .sm-switch-handle { background: Highlight; }
}
`;

export interface PlainSwitchProps extends FieldAria {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words inside the track, as antd's `checkedChildren` / `unCheckedChildren`. */
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
}

/** A two-state button that looks like antd's Switch (see above). */
export function PlainSwitch({
  checked,
  onChange,
  checkedChildren,
  unCheckedChildren,
  disabled,
  style,
  className,
  ...rest
}: PlainSwitchProps) {
  // The component tokens ConfigProvider gives antd's Switch (theme.tsx), over the global ones.
  const token = useComponentToken('Switch');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={['sm-switch', className ?? ''].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
      style={
        {
          '--sm-switch-fs': `${token.fontSizeSM}px`,
          '--sm-switch-text': token.colorTextLightSolid,
          '--sm-switch-off': token.colorTextQuaternary,
          '--sm-switch-off-hover': token.colorTextTertiary,
          '--sm-switch-on': token.colorPrimary,
          '--sm-switch-on-hover': token.colorPrimaryHover,
          '--sm-switch-focus': token.colorPrimaryBorder,
          '--sm-switch-focus-w': `${token.lineWidthFocus}px`,
          fontFamily: token.fontFamily,
          ...style,
        } as CSSProperties
      }
      {...rest}
    >
      {/* React 19 hoists this into <head> once, however many switches render it. */}
      <style href="sm-plain-switch" precedence="default">
        {CSS}
      </style>
      <span className="sm-switch-handle" />
      <span className="sm-switch-inner">
        <span className="sm-switch-on-text">{checkedChildren}</span>
        <span className="sm-switch-off-text">{unCheckedChildren}</span>
      </span>
    </button>
  );
}
