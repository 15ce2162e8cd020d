import type { CSSProperties, ReactNode } from 'react';

const style: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only (e.g. "abre em nova aba" after a link's visible title). */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  // role="status" (issue 15): a polite live region, e.g. a calculator's result when it appears.
  return (
    <span style={style} role={role}>
      {children}
    </span>
  );
}
