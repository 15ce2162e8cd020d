import { cloneElement, lazy, Suspense, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';

// Issue 14, sixth round: antd's Tooltip brings @rc-component/trigger, its motion and resize
// observer (~45 KB) into whatever chunk renders it. The shell's top bar showed two on every
// first page (the colour mode and the support buttons) before anyone pointed at them. Here the
// control is drawn at once, alone, and Tooltip's code loads when a mouse first reaches it; the
// control is then wrapped in antd's Tooltip, open at once if the mouse is still there. Its
// accessible name never depended on the tooltip (it is the control's own aria-label), and a
// hover-only tooltip opened on no key or touch before either. If the chunk cannot load (the
// connection is down), the control stays as it is, without its tooltip.
const LoadedTooltip = lazy(() =>
  import('./deferred-tooltip-loaded').catch(() => ({ default: ({ children }: { children: ReactElement }) => children })),
);

type HoverTarget = ReactElement<{
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}>;

/** antd's `<Tooltip title>` around one control, loaded when a mouse (or a pen) first points at it. */
export function DeferredTooltip({ title, children }: { title: ReactNode; children: HoverTarget }) {
  const [wanted, setWanted] = useState(false);
  // Whether the mouse is over the control now: when Tooltip mounts, it opens if so.
  const [hovering, setHovering] = useState(false);
  const tracked = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setHovering(true);
      setWanted(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      setHovering(false);
    },
  });
  if (!wanted) return tracked;
  return (
    <Suspense fallback={tracked}>
      <LoadedTooltip title={title} defaultOpen={hovering}>
        {children}
      </LoadedTooltip>
    </Suspense>
  );
}
