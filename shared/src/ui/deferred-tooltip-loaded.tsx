import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'antd';

/** The chunk DeferredTooltip loads: antd's Tooltip, nothing else. */
export default function LoadedTooltip({
  title,
  defaultOpen,
  children,
}: {
  title: ReactNode;
  defaultOpen: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip title={title} defaultOpen={defaultOpen}>
      {children}
    </Tooltip>
  );
}
