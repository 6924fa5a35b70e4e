import type { ComponentType } from 'react';

/**
 * A lazy route whose screen uses the query client: its provider comes with the screen's chunk,
 * so the sign-in page does not carry the query library.
 */
export function lazyQueryRoute(load: () => Promise<ComponentType>) {
  return async () => {
    const [Screen, { QueryProvider }] = await Promise.all([
      load(),
      import('../../shared/query/query-provider'),
    ]);
    return {
      Component: () => (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      ),
    };
  };
}
