// "By HTTP status": the one rule the form block and the popup share.
import { describe, expect, it } from 'vitest';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import { definiteRefusal, formFailure } from '../../../../core/forms/messages.ts';

const failure = (status: number, body: Record<string, unknown> | null = null) => ({ status, body });

describe('formFailure', () => {
  it.each([
    [401, formStrings.unauthorized],
    [404, formStrings.notConfigured],
    [429, formStrings.rateLimited],
    [500, formStrings.sendFailed],
  ])('%i: its status message, whatever the body says', (status, message) => {
    expect(formFailure(failure(status, { error: 'server words' }), 'fallback')).toEqual({ message });
  });

  it('400 with data.errors: per field, with the fields-invalid message', () => {
    expect(formFailure(failure(400, { errors: { email: 'Bad email', name: 'Name (required)' } }), 'fallback')).toEqual({
      message: formStrings.fieldsInvalid,
      errors: { email: 'Bad email', name: 'Name (required)' },
    });
  });

  // issue 22, found by fuzzing: String() threw on a message the reply's JSON made {"toString": 0}.
  it('400 with a field message that cannot become text: read as its tag, never a throw', () => {
    expect(formFailure(failure(400, { errors: { email: JSON.parse('{"toString": 0}'), name: 3 } }), 'fallback')).toEqual({
      message: formStrings.fieldsInvalid,
      errors: { email: '[object Object]', name: '3' },
    });
  });

  it("400 without errors: the server's data.error text", () => {
    expect(formFailure(failure(400, { error: 'Form closed' }), 'fallback')).toEqual({ message: 'Form closed' });
  });

  it('400 with an empty errors map and no error: the fallback', () => {
    expect(formFailure(failure(400, { errors: {} }), 'fallback')).toEqual({ message: 'fallback' });
  });

  it('no reply at all (status 0): the unknown error', () => {
    expect(formFailure(failure(0), 'fallback')).toEqual({ message: formStrings.unknownError });
    expect(formFailure(new TypeError('Failed to fetch'), 'fallback')).toEqual({ message: formStrings.unknownError });
  });

  it('another status with nothing to say: the fallback (processing error, or no key)', () => {
    expect(formFailure(failure(502), formStrings.processingError)).toEqual({ message: formStrings.processingError });
    expect(formFailure(failure(403, { error: 'Forbidden' }), 'fallback')).toEqual({ message: 'Forbidden' });
  });
});

describe('definiteRefusal: a kept submission is dropped only on these', () => {
  it.each([
    [400, true],
    [404, true],
    [403, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
    [200, false],
  ])('%i: %s', (status, refused) => {
    expect(definiteRefusal(status)).toBe(refused);
  });
});
