import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query';

/**
 * The server-state cache of one app (issue 17). Each remote wraps its `./App` in one, and the
 * shell its own routes: a client per app, made once per mount, so a remote runs and deploys
 * alone and no cached row crosses from one area (or one signed-in user) to another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** An area's root inside its own QueryProvider: what a remote's `./App` default-exports. */
export function withQueryProvider<P extends object>(Area: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Area {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Area.displayName ?? Area.name})`;
  return WithQueryProvider;
}
