// With JavaScript off (docs/forms.md): POST /forms/submit. The same
// pipeline as the form calls (body limit, the form rate limit, the crumb as the hidden `crumb`
// field); the values shaped and stored through SaveFormSubmission with a key minted here; the
// answer an HTML page: the submission message (200), or the form again with what was sent and
// each error (400).
import { PageType } from '../../core/catalog/enums.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { formStrings } from '../../core/catalog/strings/form.ts';
import type { FormDefinition } from '../../core/forms/fields.ts';
import { shapeForm } from '../../core/forms/shape.ts';
import type { FormLookup } from '../../site/forms.ts';
import type { Page } from '../render/model.ts';
import { FORM_ACTION, type FormRenderState } from '../render/blocks/form.ts';
import { escapeHtml } from '../render/escape.ts';
import { requestCrumb } from '../api/crumb.ts';
import { FORM_ENCODED, mediaType } from '../api/body.ts';
import { messagePage } from '../render/message-page.ts';
import type { FormApi } from '../api/form.ts';
import { defineRoute, type ApiReply, type ApiRoute, type RawReply } from '../api/route.ts';
import { clientAddress } from '../accounts/index.ts';
import { HONEYPOT_FIELD } from '../../core/forms/spam.ts';
import { MAX_BODY_BYTES } from '../http/body-limit.ts';
import { sitePath } from '../http/redirect.ts';
import { requestVisit } from '../api/tracking/request-facts.ts';

export { FORM_ACTION };

/** A page the site serves at an address (path and query), found by the app. */
export type PageAt = (address: string) => Page | null;

/** Renders a page for the visitor with the given crumb, each form showing its state (the app's reads the site's languages and header and footer). */
export type RenderForms = (page: Page, address: string, crumb: string, forms: Record<string, FormRenderState>) => string | Promise<string>;

export interface NoScriptFormOptions {
  form: FormApi;
  forms: FormLookup;
  pageAt: PageAt;
  render: RenderForms;
  /** Sends the HTML answer (the app's own page sender). */
  send: (req: IncomingMessage, res: ServerResponse, status: number, html: string) => void;
}

const pageHolds = (page: Page, formId: string): boolean => page.blocks.some((block) => block.kind === 'form' && block.form.id === formId);

/** The page that answers for a form that is on no known page: the form alone. */
const formOnlyPage = (definition: FormDefinition): Page => ({
  path: FORM_ACTION,
  pageType: PageType.PAGE,
  id: `form-${definition.id}`,
  title: definition.name,
  description: definition.name,
  blocks: [
    { kind: 'text', id: 'form-heading', html: `<h1>${escapeHtml(definition.name)}</h1>` },
    { kind: 'form', id: `form-${definition.id}`, form: definition },
  ],
});

export const notConfiguredPage: Page = messagePage({
  path: FORM_ACTION,
  id: 'form-not-configured',
  status: 404,
  title: 'Form not found',
  message: formStrings.notConfigured,
  link: { href: '/', text: 'Go to the home page' },
});

/** The posted fields with every value of a repeated name: the raw form-encoded body, else the parsed fields. */
function postedParams(req: IncomingMessage, body: Buffer | null, value: Record<string, unknown>): URLSearchParams {
  if (mediaType(req) === FORM_ENCODED && body) return new URLSearchParams(body.toString('utf8'));
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) for (const item of Array.isArray(field) ? field : [field]) if (typeof item === 'string') params.append(name, item);
  return params;
}

/** The named fields posted with a value, each with its first non-empty one (every person posts the trap field empty; a repeat cannot hide a filled one). */
function passOn(params: URLSearchParams, ...names: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const value = params.getAll(name).find((item) => item !== '');
    if (value !== undefined) found[name] = value;
  }
  return found;
}

export function noScriptFormRoute({ form, forms, pageAt, render, send }: NoScriptFormOptions): ApiRoute {
  const html = (status: number, page: string, headers: Record<string, string> = {}): RawReply => ({
    send(req, res) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      send(req, res, status, page);
    },
  });

  return defineRoute({
    method: 'POST',
    path: FORM_ACTION,
    bodyLimit: MAX_BODY_BYTES,
    rateLimit: 'form',
    crumb: 'field',
    schema: z.record(z.string(), z.unknown()).default({}),
    async handle({ value, req, body }) {
      const params = postedParams(req, body, value);
      const crumb = requestCrumb(req) ?? '';
      const definition = forms(params.get('formId') ?? '');
      if (!definition) return html(404, await render(notConfiguredPage, FORM_ACTION, crumb, {}));
      // The page the form was on, when it is a page of this site that holds the form; else the form alone.
      const posted = sitePath(params.get('pagePath'), '');
      const found = posted ? pageAt(posted) : null;
      const page = found && pageHolds(found, definition.id) ? found : formOnlyPage(definition);
      const address = page === found ? posted : FORM_ACTION;
      // Hidden fields: the query of the page the form was on is not sent, so each takes its default.
      const values = shapeForm(definition.fields, (name) => params.getAll(name), new URLSearchParams());
      const key = ((await form.submissionKey()).body as { key: string }).key;
      const reply: ApiReply = await form.saveSubmission(
        {
          key,
          formId: definition.id,
          isOverlayForm: false,
          submitButtonText: definition.submitButtonText,
          form: JSON.stringify(values),
          ...(page === found ? { pagePath: posted, pageId: page.id, pageTitle: page.title } : {}),
          noScript: true,
          // Issue 29: the trap field and a captcha response, as posted, for the same checks as the JSON call's.
          ...passOn(params, HONEYPOT_FIELD, 'captchaKey'),
        },
        clientAddress(req),
        requestVisit(req),
      );
      if (reply.status === 200) {
        const success = sitePath(definition.successRedirect, null);
        if (success !== null) return html(303, '', { Location: success });
        return html(200, await render(page, address, crumb, { [definition.id]: { submitted: true } }));
      }
      const answer = reply.body as { errors?: Record<string, string>; error?: string };
      const state: FormRenderState = { values, errors: answer.errors ?? {}, ...(answer.errors ? {} : { message: answer.error ?? formStrings.unknownError }) };
      return html(reply.status === 404 ? 404 : 400, await render(page, address, crumb, { [definition.id]: state }));
    },
  });
}
