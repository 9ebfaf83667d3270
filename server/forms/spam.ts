// Issue 29: the server's own gate before a form post is stored. A post whose hidden trap field holds
// a value, or a captcha form's post without a response the provider vouches for, is refused on every
// path (the JSON call and the no-JavaScript form), and kept apart in form_spam so that the owner can
// read it (/config/spam) and it never mixes with the submissions. Only the newest SPAM_KEPT rows are
// kept, so a flood of refused posts cannot grow the database without limit.
import { formSpamStrings, formStrings } from '../../core/catalog/strings/form.ts';
import { HONEYPOT_FIELD } from '../../core/forms/spam.ts';
import type { Db } from '../db/index.ts';
import type { ApiReply } from '../api/route.ts';
import type { CaptchaVerifier } from './captcha.ts';

/** Why a post was refused: its trap field was filled; no captcha response; the provider said no; no answer from the provider. */
export type SpamReason = 'honeypot' | 'captcha-missing' | 'captcha-refused' | 'captcha-unverified';

/** The most refused posts kept, over every form; each new one pushes the oldest past this out. */
export const SPAM_KEPT = 500;

/** What the visitor is answered for each reason. */
export const SPAM_REPLIES: Readonly<Record<SpamReason, ApiReply>> = {
  honeypot: { status: 400, body: { error: formSpamStrings.trapFilled } },
  'captcha-missing': { status: 400, body: { error: formStrings.captchaIncomplete } },
  'captcha-refused': { status: 400, body: { error: formStrings.captchaIncomplete } },
  // The provider is down or slow: the visitor may try again, with the 500's words.
  'captcha-unverified': { status: 503, body: { error: formStrings.sendFailed } },
};

/** What the owner reads for each reason on /config/spam. */
export const SPAM_REASON_TEXT: Readonly<Record<SpamReason, string>> = {
  honeypot: 'Hidden field filled in',
  'captcha-missing': 'No captcha response',
  'captcha-refused': 'Captcha refused by the provider',
  'captcha-unverified': 'Captcha provider did not answer',
};

const isFilled = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Why these posted fields are spam, or null when they may go on to be checked and stored: the trap
 * field first (no provider call for a bot that gave itself away), then, for a captcha form, its
 * captchaKey as the provider judges it.
 */
export async function spamReason(fields: Readonly<Record<string, unknown>>, captcha: boolean, verify: CaptchaVerifier, remoteip?: string): Promise<SpamReason | null> {
  if (isFilled(fields[HONEYPOT_FIELD])) return 'honeypot';
  if (!captcha) return null;
  const response = fields.captchaKey;
  if (typeof response !== 'string' || response === '') return 'captcha-missing';
  const verdict = await verify(response, remoteip);
  return verdict === 'passed' ? null : verdict === 'refused' ? 'captcha-refused' : 'captcha-unverified';
}

export interface SpamRow {
  form_id: string;
  reason: SpamReason;
  /** What the visitor sent but its key, as JSON text. */
  payload: string;
  page_path: string | null;
  created_at: number;
}

/** Keeps a refused post, then drops whatever is older than the newest SPAM_KEPT. */
export async function keepSpam(db: Db, row: SpamRow, kept = SPAM_KEPT): Promise<void> {
  await db.insertInto('form_spam').values(row).execute();
  const oldestKept = await db
    .selectFrom('form_spam')
    .select('id')
    .orderBy('id', 'desc')
    .offset(kept - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) await db.deleteFrom('form_spam').where('id', '<', oldestKept.id).execute();
}
