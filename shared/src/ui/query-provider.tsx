import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query';

/**
 * The server-state cache of one app (issue 17). Each remote wraps its `./App` in one, and the
 * shell its own routes: a client per app, made once per mount, so a remote runs and deploys
 * alone and no cached row crosses from one area (or one signed-in user) to another.
 */
export function QueryProvider({ children, early }: { children: ReactNode; early?: () => QueryClient | undefined }) {
  const [client] = useState(() => early?.() ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * An area's root inside its own QueryProvider: what a remote's `./App` default-exports.
 *
 * Its `warm(start, freshMs)` (issue 14) makes the area's client before the area is on screen and
 * hands it to `start`, which begins the first read (`client.prefetchQuery(...)`): the shell calls
 * the remote's `warm` export when the person is about to open the area (shared/src/types.ts
 * `WarmArea`). The area's next mount takes that client while it is younger than `freshMs`, so it
 * shows what was read, or waits for the read under way instead of asking again. A second `warm`
 * while the client is fresh (another of the area's pages hovered) reads into the same client;
 * while the area is mounted, `warm` does nothing.
 *
 * `start` may return a release: a hold on what it read (an observer's unsubscribe, for a read the
 * page would otherwise drop at once, with gcTime 0). It is called when the area mounts, once the
 * page holds the read itself, or when the warm client is no longer fresh.
 */
export function withQueryProvider<P extends object>(
  Area: ComponentType<P>,
): ComponentType<P> & { warm(start: (client: QueryClient) => unknown, freshMs: number): void } {
  let made: { client: QueryClient; at: number; freshMs: number; releases: (() => void)[] } | null = null;
  let mounted = 0;
  const fresh = () => (made && Date.now() - made.at < made.freshMs ? made.client : undefined);
  const drop = () => {
    const releases = made?.releases ?? [];
    made = null;
    for (const release of releases) release();
  };
  function WithQueryProvider(props: P) {
    // After the area's own effects: its observers already hold what the warm read.
    useEffect(() => {
      mounted += 1;
      drop();
      return () => {
        mounted -= 1;
      };
    }, []);
    return (
      <QueryProvider early={fresh}>
        <Area {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Area.displayName ?? Area.name})`;
  WithQueryProvider.warm = (start: (client: QueryClient) => unknown, freshMs: number) => {
    if (mounted > 0) return;
    if (!fresh()) {
      drop();
      const own = { client: createQueryClient(), at: Date.now(), freshMs, releases: [] };
      made = own;
      // Not taken in time: what it holds goes.
      setTimeout(() => made === own && drop(), freshMs);
    }
    const current = made!;
    const release = start(current.client);
    if (typeof release === 'function') current.releases.push(release as () => void);
  };
  return WithQueryProvider;
}
