// GET /api/search?q=…&limit=… (docs/decisions.md "Search": the spec names no path): the site's search
// for the search block. No body and no crumb (it reads public pages); counted by the `store` limiter,
// the one for reads a visitor repeats. A q that is missing or too long is 400 naming q; the reply is
// { items: [{ title, url, kind, snippet }] }, best first, the snippet HTML with its hits in <mark>.
import * as z from 'zod';
import { SEARCH_API_PATH, SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from '../../core/catalog/search.ts';
import type { SearchIndex } from '../search/index.ts';
import { defineRoute, type ApiRoute } from './route.ts';

export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX),
  limit: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SEARCH_RESULTS_MAX))
    .optional(),
});

export function searchRoutes(index: SearchIndex): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: SEARCH_API_PATH,
      bodyLimit: null,
      rateLimit: 'store',
      crumb: 'none',
      schema: searchQuerySchema,
      handle: ({ value }) => ({ status: 200, body: { items: index.search(value.q, value.limit) } }),
    }),
  ];
}
