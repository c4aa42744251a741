import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'

/**
 * The queries a page rendered by the API was rendered with, as the page carries them: JSON text
 * (the data came from the API as JSON), which the router's serializer takes as it is.
 */
export interface ServedQueries {
  queries: string
}

/**
 * Writes the successful queries that `belongsToPage` names into the page, beside the router's
 * own data: the browser then renders the page from the same data the server did, without asking
 * the API again. A page rendered without data has none.
 */
export function dehydrateServedQueries(
  queryClient: QueryClient,
  belongsToPage: (queryKey: readonly unknown[]) => boolean,
): ServedQueries {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && belongsToPage(query.queryKey),
    shouldDehydrateMutation: () => false,
  })
  return { queries: JSON.stringify(state.queries) }
}

/**
 * Puts a served page's queries into the browser's cache before hydration. The page was checked
 * against the catalogue when it was served (a cached render is only reused while nothing
 * changed), so its data counts as fetched now: a query with a `staleTime` does not ask again the
 * moment the page hydrates.
 */
export function hydrateServedQueries(queryClient: QueryClient, served: ServedQueries): void {
  const queries = JSON.parse(served.queries) as DehydratedState['queries']
  const now = Date.now()
  hydrate(queryClient, {
    mutations: [],
    queries: queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  })
}
