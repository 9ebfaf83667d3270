// The form calls in the route table. Each is a POST of at most 64 KB, counted
// by the form limiter, with the crumb query parameter, and a body of named fields.
import * as z from 'zod';
import { clientAddress } from '../accounts/index.ts';
import { MAX_BODY_BYTES } from '../http/body-limit.ts';
import type { FormApi } from './form.ts';
import { requestVisit } from './tracking/request-facts.ts';
import { defineRoute, type ApiRoute } from './route.ts';

export const FORM_PATHS = {
  submissionKey: '/api/form/FormSubmissionKey',
  saveSubmission: '/api/form/SaveFormSubmission',
} as const;

export const BAD_BODY = "Send the call's fields as JSON or form-encoded.";

/** A body of named fields; an empty body (FormSubmissionKey's) has none. */
const fields = z.record(z.string(), z.unknown(), { error: BAD_BODY }).default({});

const formCall = { method: 'POST', bodyLimit: MAX_BODY_BYTES, rateLimit: 'form', crumb: 'query', schema: fields } as const;

export const formRoutes = (form: FormApi): ApiRoute[] => [
  defineRoute({ ...formCall, path: FORM_PATHS.submissionKey, handle: () => form.submissionKey() }),
  defineRoute({ ...formCall, path: FORM_PATHS.saveSubmission, handle: ({ value, req }) => form.saveSubmission(value, clientAddress(req), requestVisit(req)) }),
];
