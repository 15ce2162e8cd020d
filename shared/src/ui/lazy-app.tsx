// Issue 14: antd's App, with its message, notification and modal code loaded when first needed.
// antd's <App> renders the three holders behind App.useApp() (the shared confirmation, every
// "Salvo" and error message) from the first frame, so Modal, the dialog and the notification
// lists ran on every first page though no page shows one before the person acts: 70 KB of the
// shell's first chunk (220 → 150 KB). LazyAntApp renders App's own root (the `ant-app` element
// with its classes: font, colour, the theme's CSS variables) and provides App's context (a shared
// singleton, so every remote's App.useApp() reads it) with stand-ins that load the holders
// (app-holders.tsx) in idle time, or at once on the first call, and then pass every call on in
// order. What a call returns behaves as antd's does: a message's closer (also a thenable), a
// modal's { destroy, update } (also a thenable that settles when the dialog closes).
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { App } from 'antd';
import AppContext from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';

export type AppApis = ReturnType<typeof App.useApp>;
type Holders = ComponentType<{ onReady: (apis: AppApis) => void }>;

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading'] as const;
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning'] as const;
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

type Later = <T>(use: (apis: AppApis) => T) => Promise<T>;

/** A message's or notification's answer: calling it closes it; it is also a thenable, like antd's. */
function closer(result: Promise<unknown>) {
  const close = () => void result.then((real) => typeof real === 'function' && (real as () => void)());
  return Object.assign(close, { then: result.then.bind(result) });
}

/** App.useApp()'s three objects, passing each call on once the holders are in. */
export function deferredApis(later: Later): AppApis {
  const message = Object.fromEntries(
    MESSAGE_METHODS.map((m) => [m, (...args: unknown[]) => closer(later((a) => (a.message[m] as (...x: unknown[]) => unknown)(...args)))]),
  ) as Record<string, unknown>;
  message.destroy = (key?: unknown) => void later((a) => a.message.destroy(key as never));
  const notification = Object.fromEntries(
    NOTIFICATION_METHODS.map((m) => [
      m,
      (...args: unknown[]) => void later((a) => (a.notification[m] as (...x: unknown[]) => unknown)(...args)),
    ]),
  ) as Record<string, unknown>;
  notification.destroy = (key?: unknown) => void later((a) => a.notification.destroy(key as never));
  const modal = Object.fromEntries(
    MODAL_METHODS.map((m) => [
      m,
      (config: unknown) => {
        const instance = later((a) =>
          (a.modal[m] as (c: unknown) => { destroy: () => void; update: (c: unknown) => void; then: Promise<boolean>['then'] })(config),
        );
        const settled = instance.then((real) => new Promise<boolean>((resolve) => void real.then(resolve, () => resolve(false))));
        return {
          destroy: () => void instance.then((real) => real.destroy()),
          update: (next: unknown) => void instance.then((real) => real.update(next)),
          then: settled.then.bind(settled),
        };
      },
    ]),
  );
  return { message, notification, modal } as unknown as AppApis;
}

function idle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}

export function LazyAntApp({
  children,
  load = () => import('./app-holders').then((m) => m.AppHolders),
}: {
  children: ReactNode;
  load?: () => Promise<Holders>;
}) {
  const { direction, getPrefixCls, className: contextClassName, style: contextStyle } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const [Holders, setHolders] = useState<Holders | null>(null);
  // One promise of the real APIs, resolved by the holders once mounted.
  const ready = useMemo(() => {
    let resolve!: (apis: AppApis) => void;
    const promise = new Promise<AppApis>((r) => (resolve = r));
    return { promise, resolve };
  }, []);
  const loading = useRef<Promise<void> | null>(null);
  const start = useCallback(() => {
    loading.current ??= load().then(
      (component) => setHolders(() => component),
      (error: unknown) => {
        // A chunk that failed is asked again at the next call.
        console.error('[SemMultas] mensagens e confirmações', error);
        loading.current = null;
      },
    );
  }, [load]);
  useEffect(() => idle(start), [start]);
  const apis = useMemo(
    () =>
      deferredApis((use) => {
        start();
        return ready.promise.then(use);
      }),
    [start, ready],
  );
  return createElement(
    AppContext.Provider,
    { value: apis },
    createElement(
      'div',
      {
        className: [contextClassName, hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`].filter(Boolean).join(' '),
        style: contextStyle,
      },
      Holders ? createElement(Holders, { onReady: ready.resolve }) : null,
      children,
    ),
  );
}
