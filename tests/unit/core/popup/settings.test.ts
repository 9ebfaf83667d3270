// The popup overlay's typed settings (what showPopupOverlay takes): every documented default is what
// normalizePopup makes of the key left out, and every key it reads is documented.
import { describe, expect, it } from 'vitest';
import { documentedDefaults } from '../../../fixtures/default-values.ts';
import { normalizePopup } from '../../../../core/popup/rules.ts';

const documented = documentedDefaults('core/popup/settings.ts');
const none = normalizePopup({});

describe('PopupOverlaySettings: the documented defaults', () => {
  it('documents every key normalizePopup reads, and the host’s signup', () => {
    expect(Object.keys(documented).sort()).toEqual([...Object.keys(none), 'signup'].sort());
  });

  it.each(Object.entries(none))('%s left out is %j', (key, value) => {
    expect(documented[key]).toBe(typeof value === 'string' ? `'${value}'` : String(value));
  });

  it('style must be show for the popup to show: left out it is none', () => {
    expect(none.style).toBe('none');
    expect(normalizePopup({ style: 'show' }).style).toBe('show');
  });
});
