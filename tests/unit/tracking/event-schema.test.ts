import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { checkEvent, MISSING, WRONG_TYPE } from '../../../tracking/event-schema.ts';
import { EVENT_OPTIONAL_FIELDS as OPTIONAL, EVENT_REQUIRED_FIELDS as REQUIRED } from '../../../core/catalog/tracking-events.ts';

const required = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'site', object_type: 'button' };

describe('Newer analytics event schema', () => {
  it('required strings: actor, action, event_owner_team, event_source, object_type', () => {
    expect([...REQUIRED]).toEqual(['actor', 'action', 'event_owner_team', 'event_source', 'object_type']);
  });

  it('the optional strings, with the indirect_object_* equivalents', () => {
    expect([...OPTIONAL].sort()).toEqual(
      [
        'context_website_identifier',
        'destination_url',
        'object_identifier',
        'object_id',
        'object_display_name',
        'object_value',
        'indirect_object_identifier',
        'indirect_object_id',
        'indirect_object_display_name',
        'indirect_object_value',
        'product_area',
        'product_page',
        'product_section',
        'product_design_identifier',
        'user_member_account_id',
        'user_session_id',
        'browser_locale',
        'member_account_locale',
        'website_locale',
        'frontsite_language',
      ].sort(),
    );
  });
});

describe('checkEvent: schema fields and custom data', () => {
  it('a valid event: schema fields in common, anything else in custom, no warning', () => {
    const warn = vi.fn();
    const result = checkEvent({ ...required, object_id: 'b1', product_area: 'site', colour: 'red', count: 3 }, warn);
    expect(result).toEqual({ common: { ...required, object_id: 'b1', product_area: 'site' }, custom: { colour: 'red', count: 3 } });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(OPTIONAL)('optional %s is a schema field', (field) => {
    expect(checkEvent({ ...required, [field]: 'x' }, vi.fn())!.common[field]).toBe('x');
  });

  it.each([
    ['object_id', 42],
    ['destination_url', { href: '/x' }],
    ['website_locale', null],
    ['indirect_object_value', true],
    ['frontsite_language', ['en']],
  ])('Optional %s of the wrong type (%j) is dropped with a warning; the event still goes', (field, value) => {
    const warn = vi.fn();
    const result = checkEvent({ ...required, [field]: value, object_type: 'button' }, warn);
    expect(result).toBeDefined();
    expect(result!.common).not.toHaveProperty(field);
    expect(result!.custom).not.toHaveProperty(field);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(WRONG_TYPE.replace('{field}', field));
    expect(warn.mock.calls[0]![0]).toContain(field);
  });

  it('several wrong fields: each dropped, each warned', () => {
    const warn = vi.fn();
    const result = checkEvent({ ...required, object_id: 1, object_value: 2, product_page: 'p' }, warn);
    expect(result!.common).toEqual({ ...required, product_page: 'p' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each(REQUIRED)('required %s missing: not sent (undefined), warned', (field) => {
    const warn = vi.fn();
    const fields: Record<string, unknown> = { ...required };
    delete fields[field];
    expect(checkEvent(fields, warn)).toBeUndefined();
    // Missing is not a wrong type: one warning, that it is missing.
    expect(warn.mock.calls).toEqual([[MISSING.replace('{field}', field)]]);
  });

  it.each(REQUIRED)('required %s of the wrong type: dropped with a warning, and so the event is not sent', (field) => {
    const warn = vi.fn();
    expect(checkEvent({ ...required, [field]: 7 }, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(WRONG_TYPE.replace('{field}', field));
    expect(warn).toHaveBeenCalledWith(MISSING.replace('{field}', field));
  });

  it('an optional field set to undefined is no field at all: no warning', () => {
    const warn = vi.fn();
    expect(checkEvent({ ...required, object_id: undefined }, warn)).toBeDefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])('a custom field named %s is custom data, not a schema field', (name) => {
    const result = checkEvent({ ...required, [name]: 'mine' }, vi.fn())!;
    expect(Object.hasOwn(result.common, name)).toBe(false);
    expect(result.custom[name]).toBe('mine');
  });

  it('whatever the fields, common holds only strings of the schema, and every field not in the schema is in custom', () => {
    const schema = new Set<string>([...REQUIRED, ...OPTIONAL]);
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(fc.constantFrom(...schema), fc.string({ minLength: 1, maxLength: 12 })), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
        (extra) => {
          const fields = { ...required, ...extra };
          const result = checkEvent(fields, () => {});
          if (!result) {
            expect(REQUIRED.some((k) => typeof fields[k] !== 'string')).toBe(true);
            return;
          }
          for (const [key, value] of Object.entries(result.common)) {
            expect(schema.has(key)).toBe(true);
            expect(typeof value).toBe('string');
          }
          for (const [key, value] of Object.entries(fields)) if (!schema.has(key)) expect(result.custom[key]).toEqual(value);
        },
      ),
    );
  });
});
