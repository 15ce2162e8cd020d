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
 * shows what was read, or waits for the read under way instead of asking again. While the area
 * is mounted, or a warm client is still fresh, `warm` does nothing.
 */
export function withQueryProvider<P extends object>(
  Area: ComponentType<P>,
): ComponentType<P> & { warm(start: (client: QueryClient) => unknown, freshMs: number): void } {
  let made: { client: QueryClient; at: number; freshMs: number } | null = null;
  let mounted = 0;
  const fresh = () => (made && Date.now() - made.at < made.freshMs ? made.client : undefined);
  function WithQueryProvider(props: P) {
    useEffect(() => {
      mounted += 1;
      made = null;
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
    if (mounted > 0 || fresh()) return;
    made = { client: createQueryClient(), at: Date.now(), freshMs };
    void start(made.client);
  };
  return WithQueryProvider;
}
