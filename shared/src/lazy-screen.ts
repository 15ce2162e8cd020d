// Issue 14: a remote loads the screen it shows. A screen (an area's page, tab or dialog) in its
// own chunk, with a preload the area calls when the person is about to open it (hover or focus
// on its link, the shell's `warm`), so the chunk is usually in before the click.
import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyScreen<P extends object> {
  /**
   * The screen. Until its chunk is in it suspends: the nearest Suspense shows its skeleton. Once
   * the chunk is in (preloaded), it renders at once, with no fallback frame.
   */
  Screen: ComponentType<P>;
  /** Starts the chunk's download (once). Never rejects: a failure is the Screen's to show. */
  preload: () => Promise<void>;
}

/** `lazyScreen(() => import('./x-page').then((m) => m.XPage))`. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // Forgotten, so the next mount (the shell's "Tentar novamente") asks again: React.lazy
        // keeps a rejection for good, hence a fresh one.
        loading = null;
        Lazy = lazy(start);
        throw error;
      },
    ));
  let Lazy = lazy(start);
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return {
    Screen,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}
