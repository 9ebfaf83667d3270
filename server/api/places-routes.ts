// The place lookups, answered from the demo's own places
// (the site's, handed in: Site.places). Both are GETs with no body, their query checked by the schema (400 naming the
// field), counted by the `places` limiter, without a crumb (they change nothing). Details carries the
// tracking context, productPage and productSection, both required (docs/decisions.md "Map places").
import * as z from 'zod';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH, PLACES_INPUT_MAX, PLACES_PREDICTIONS_MAX, type AutocompleteReply, type DetailsReply } from '../../core/catalog/places.ts';
import { placesStrings } from '../../core/catalog/strings/places.ts';
import type { Site } from '../site.ts';
import { defineRoute, type ApiRoute } from './route.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

const autocompleteSchema = z.object({ input: text(PLACES_INPUT_MAX) });
const detailsSchema = z.object({ placeId: text(100), productPage: text(100), productSection: text(100) });

const lookup = { bodyLimit: null, rateLimit: 'places', crumb: 'none' } as const;

export function placesRoutes(places: Site['places']): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: PLACES_AUTOCOMPLETE_PATH,
      ...lookup,
      schema: autocompleteSchema,
      handle: ({ value }) => {
        const body: AutocompleteReply = {
          predictions: places.search(value.input, PLACES_PREDICTIONS_MAX).map((one) => ({ placeId: one.placeId, description: `${one.name}, ${one.formattedAddress}` })),
        };
        return { status: 200, body };
      },
    }),
    defineRoute({
      method: 'GET',
      path: PLACES_DETAILS_PATH,
      ...lookup,
      schema: detailsSchema,
      handle: ({ value }) => {
        const result = places.byId(value.placeId);
        if (!result) return { status: 404, body: { error: placesStrings.placeNotFound } };
        const body: DetailsReply = { result };
        return { status: 200, body };
      },
    }),
  ];
}
