// The mobile info bar's typed settings (what showMobileInfoBar takes): its documented defaults are what
// the bar makes of the keys left out: style none, and no items.
import { describe, expect, it } from 'vitest';
import { documentedDefaults } from '../../../fixtures/default-values.ts';
import { normalizeInfoBar } from '../../../../core/overlays/info-bar.ts';

describe('MobileInfoBarSettings: the documented defaults', () => {
  it('style none and no items with every key left out', () => {
    expect(documentedDefaults('core/overlays/info-bar.ts')).toEqual({ style: "'none'", phone: "''", email: "''", location: "''", hours: "''" });
    expect(normalizeInfoBar({})).toEqual({ style: 'none', items: [] });
  });
});
