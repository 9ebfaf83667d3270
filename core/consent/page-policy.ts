// The consent policy of a page, from its raw #site-context (the server-drawn banner's read). A file
// apart from settings.ts, which the server imports and which must not reach the context accessor.
import { contextObject } from '../context/field.ts';
import { consentPolicy, type Policy } from './settings.ts';

/** consentPolicy over the raw context's cookieBannerSettings (tracking/context.ts asks consentPolicy over its own accessor: 13 bytes less). */
export const pagePolicy = (rawContext: unknown): Policy => consentPolicy(contextObject(rawContext, 'cookieBannerSettings'));
