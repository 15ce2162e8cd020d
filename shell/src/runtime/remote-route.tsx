import { Component, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import type { RemoteName, RemoteProps } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { pageHeadFor } from '@semmultas/shared/page-heads';
import { withoutTrailingSlash } from '@semmultas/shared/path';
import { useLocation } from 'react-router-dom';
import { pageHeadHtml } from '../first-paint/page-head-html';
import { placeFirstList } from '../first-paint/first-list';
import { useShell } from '../lib/shell-context';

/**
 * A remote that did not load or crashed. Drawn with the theme's tokens and a Button, both in the
 * shell's first chunk (issue 14: antd's Result and its pictures stay out of it) and not loaded
 * lazily: the notice is needed exactly when the network fails, when a lazy chunk could not load.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: `${token.paddingXL}px ${token.padding}px` }}>
      <ApiOutlined aria-hidden style={{ fontSize: 72, color: token.colorWarning }} />
      <div
        style={{
          marginBlock: token.marginSM,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
        }}
      >
        {MSG.remoteDown}
      </div>
      <div style={{ fontSize: token.fontSize, color: token.colorTextDescription, marginBottom: token.marginLG }}>
        O restante do SemMultas continua funcionando. Tente de novo em instantes.
      </div>
      <Button type="primary" onClick={onRetry}>
        {MSG.retry}
      </Button>
    </div>
  );
}

/** Catches a remote that loads but throws while rendering; `fallback` replaces the full-page notice. */
export class RemoteErrorBoundary extends Component<
  { name: string; onRetry: () => void; children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logError(`módulo ${this.props.name}`, error);
  }
  override render() {
    if (this.state.failed && this.props.fallback !== undefined) return this.props.fallback;
    if (this.state.failed)
      return (
        <RemoteUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    return this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType<RemoteProps> } | { status: 'failed' };

/**
 * While a remote loads: a skeleton, under the page's own header when the address opens an area's
 * first page (@semmultas/shared/page-heads). index.html painted that header before any script
 * ran, with the same markup and styles (first-paint/page-head-html.ts: PageHeader's boxes, not
 * its code, which the shell would otherwise carry for this moment), and the area then draws it
 * in the same place: it stays on screen throughout. So do the cards index.html's script drew
 * under it from its own read (first-paint/first-list.ts): moved into the header's slot, before
 * this is painted, they take the skeleton's place (index.html's .sm-first-wait style).
 */
function RemoteLoading() {
  const { pathname, search } = useLocation();
  const head = pageHeadFor(pathname, search);
  useLayoutEffect(() => placeFirstList(), []);
  return (
    <>
      {/* Our own constant words, escaped by pageHeadHtml: no stored text goes through here. */}
      {head ? <div dangerouslySetInnerHTML={{ __html: pageHeadHtml(head, withoutTrailingSlash(pathname)) }} /> : null}
      <div className="sm-first-wait">
        <PlainSkeleton label="Carregando" rows={6} />
      </div>
    </>
  );
}

/** Mounts a remote's ./App at basePath, loading it on first visit (ARCHITECTURE 2–3). */
export function RemoteRoute({ name, basePath }: { name: RemoteName; basePath: string }) {
  const { registry, supabase, user, plan, config } = useShell();
  const [attempt, setAttempt] = useState(0);
  // Already loaded (index.ts started the first page's remote beside the shell; a hover warmed
  // it; a return visit): rendered in the first frame, no skeleton in between.
  const [state, setState] = useState<LoadState>(() => {
    const App = registry.ready(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  // A new remote or a new attempt shows the loading state again, unless one is already on
  // screen (adjusting state during render, as React advises, not in the effect).
  const loadKey = `${name}|${attempt}`;
  const [loadingFor, setLoadingFor] = useState(loadKey);
  if (loadingFor !== loadKey) {
    setLoadingFor(loadKey);
    if (state.status !== 'ready') setState({ status: 'loading' });
  }

  useEffect(() => {
    let cancelled = false;
    registry
      .load(name, { retry: attempt > 0 })
      .then((App) => !cancelled && setState((s) => (s.status === 'ready' && s.App === App ? s : { status: 'ready', App })))
      .catch((error: unknown) => {
        logError(`carregar o módulo ${name}`, error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [registry, name, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} name={name} onRetry={retry}>
      <App supabase={supabase} user={user} plan={plan} basePath={basePath} config={config} />
    </RemoteErrorBoundary>
  );
}
