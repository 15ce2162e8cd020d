// The reports (chart and breakdown) stay in their own chunk: they are below the fold and not
// needed to add the day's first entry. Issue 14: the chunk used to be asked for only once the
// ledger had arrived and the page rendered, so the reports' skeleton followed the data by a
// round trip and another render. It is now asked for as this module starts (when the remote's
// code is evaluated: the desktop's idle prefetch, a hover on the menu entry, or the visit),
// alongside the ledger's request, and once it is in, the reports render in the same pass as
// the rows, with no fallback.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { ReportsSectionProps } from './reports-section';

type Reports = ComponentType<ReportsSectionProps>;

let loaded: Reports | null = null;
let loading: Promise<{ default: Reports }> | null = null;

/** Starts (once) the reports' chunk; a failed load is forgotten so the next mount tries again. */
export function preloadReports(): Promise<{ default: Reports }> {
  loading ??= import('./reports-section').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// A failure here is not the user's yet: the slot asks again when the reports are shown.
preloadReports().catch(() => undefined);

const LazyReports = lazy(preloadReports);

/** The reports, at once when their chunk is in, else after a skeleton of their place. */
export function ReportsSection(props: ReportsSectionProps) {
  // Chosen once per mount: switching from the lazy wrapper to the module would remount them.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<PlainSkeleton rows={6} style={{ marginTop: 24 }} />}>
      <LazyReports {...props} />
    </Suspense>
  );
}
