import { theme } from 'antd';

// Issue 14, thirteenth round: antd's Progress imports Tooltip (for the steps' and circle's
// hints), and with it rc-trigger, its motion and resize observer: ~35 KB of minified JavaScript
// on the agenda's first screen and the MEI calculator, for one bar. This is antd's line
// Progress without its text (`showInfo={false}`, the only way the app draws it): the rail and
// the track with antd's measures (8 px, round ends) and colours per status, and its ARIA.

export interface PlainProgressProps {
  /** 0–100; clamped. */
  percent: number;
  /** As antd's: without one, the bar turns 'success' at 100 %; a status given is kept. */
  status?: 'normal' | 'success' | 'exception';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A bar that fills to `percent`, looking like antd's `<Progress showInfo={false} />`. */
export function PlainProgress({ percent, status, ...aria }: PlainProgressProps) {
  const { token } = theme.useToken();
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const shown = status ?? (value >= 100 ? 'success' : 'normal');
  const color = shown === 'exception' ? token.colorError : shown === 'success' ? token.colorSuccess : token.colorInfo;
  return (
    <div
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      {...aria}
      data-status={shown}
      // antd's bar sits in a line of text (inline-flex): the same room above and below it.
      style={{ position: 'relative', width: '100%', display: 'flex', alignItems: 'center', minHeight: token.fontSize * token.lineHeight }}
    >
      <div
        style={{
          position: 'relative',
          flex: 'auto',
          height: 8,
          overflow: 'hidden',
          borderRadius: 100,
          background: token.colorFillSecondary,
        }}
      >
        <div
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            insetBlock: 0,
            width: `${value}%`,
            borderRadius: 'inherit',
            background: color,
            transition: `all ${token.motionDurationSlow} ${token.motionEaseInOutCirc}`,
          }}
        />
      </div>
    </div>
  );
}
