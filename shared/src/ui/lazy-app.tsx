// Issue 14: antd's App, with its message, notification and modal code loaded when first needed.
// antd's <App> renders the three holders behind App.useApp() (the shared confirmation, every
// "Salvo" and error message) from the first frame, so Modal, the dialog and the notification
// lists ran on every first page though no page shows one before the person acts: 70 KB of the
// shell's first chunk (220 → 150 KB). LazyAntApp renders App's own root (the `ant-app` element
// with its classes: font, colour, the theme's CSS variables) and provides App's context (a shared
// singleton, so every remote's App.useApp() reads it) with stand-ins that load the holders
// (app-holders.tsx) at the person's first press or key, or at once on the first call, and then
// pass every call on in order. What a call returns behaves as antd's does: a message's closer (also a thenable), a
// modal's { destroy, update } (also a thenable that settles when the dialog closes).
import { createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
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

// antd's answers are thenables: a promise resolved with one would wait for it (the dialog or
// message closing) instead of holding it, hence the box around each.
type Box<T> = { real: T };
type MessageAnswer = (() => void) & PromiseLike<boolean>;
type ModalAnswer = { destroy: () => void; update: (config: unknown) => void } & PromiseLike<boolean>;

/** A message's answer: calling it closes the message; it is also a thenable that settles when it closes, like antd's. */
function closer(answer: Promise<Box<MessageAnswer>>) {
  const settled = answer.then(({ real }) => new Promise<boolean>((resolve) => void real.then(resolve, () => resolve(false))));
  const close = () => void answer.then(({ real }) => real());
  return Object.assign(close, { then: settled.then.bind(settled) });
}

/** App.useApp()'s three objects, passing each call on once the holders are in. */
export function deferredApis(later: Later): AppApis {
  const call = <T,>(api: object, method: string, args: unknown[]) => ({
    real: ((api as Record<string, unknown>)[method] as (...x: unknown[]) => T)(...args),
  });
  const message = Object.fromEntries(
    MESSAGE_METHODS.map((m) => [m, (...args: unknown[]) => closer(later((a) => call<MessageAnswer>(a.message, m, args)))]),
  ) as Record<string, unknown>;
  message.destroy = (key?: unknown) => void later((a) => a.message.destroy(key as never));
  const notification = Object.fromEntries(
    NOTIFICATION_METHODS.map((m) => [m, (...args: unknown[]) => void later((a) => call(a.notification, m, args))]),
  ) as Record<string, unknown>;
  notification.destroy = (key?: unknown) => void later((a) => a.notification.destroy(key as never));
  const modal = Object.fromEntries(
    MODAL_METHODS.map((m) => [
      m,
      (config: unknown) => {
        const answer = later((a) => call<ModalAnswer>(a.modal, m, [config]));
        const settled = answer.then(({ real }) => new Promise<boolean>((resolve) => void real.then(resolve, () => resolve(false))));
        return {
          destroy: () => void answer.then(({ real }) => real.destroy()),
          update: (next: unknown) => void answer.then(({ real }) => real.update(next)),
          then: settled.then.bind(settled),
        };
      },
    ]),
  );
  return { message, notification, modal } as unknown as AppApis;
}

/**
 * Calls `callback` at the person's first action on the page (a press, a key, a touch): every
 * message and confirmation follows one, so the holders' chunk loads beside the action's own work
 * and is in before its answer; never during the load of the first page.
 */
function firstAction(callback: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const once = () => {
    stop();
    callback();
  };
  const stop = () => events.forEach((e) => window.removeEventListener(e, once, true));
  events.forEach((e) => window.addEventListener(e, once, { capture: true, passive: true }));
  return stop;
}

const loadHolders = () => import('./app-holders').then((m) => m.AppHolders);

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function LazyAntApp({ children, load = loadHolders }: { children: ReactNode; load?: () => Promise<Holders> }) {
  const { direction, getPrefixCls, className: contextClassName, style: contextStyle } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const [Holders, setHolders] = useState<Holders | null>(null);
  // One promise of the real APIs, resolved by the holders once mounted.
  const [ready] = useState(deferred<AppApis>);
  const loading = useRef<Promise<void> | null>(null);
  const start = useCallback(() => {
    loading.current ??= load().then(
      (component) => setHolders(() => component),
      (error: unknown) => {
        // A chunk that failed is asked again at the next call, and when the connection is back:
        // a message already waiting (often the very "sem conexão" one) is then shown.
        console.error('[SemMultas] mensagens e confirmações', error);
        loading.current = null;
        window.addEventListener('online', start, { once: true });
      },
    );
  }, [load]);
  useEffect(() => firstAction(start), [start]);
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

/**
 * App.useApp() (the same context: antd's is `useContext(AppContext)`) without importing antd's
 * App, whose component brings the three holders into the bundle that imports it: every app reads
 * message, notification and modal through this.
 */
export function useAppApis(): AppApis {
  return useContext(AppContext) as AppApis;
}
