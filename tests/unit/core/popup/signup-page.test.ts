// @vitest-environment happy-dom
// The sign-up's page fields come from the page context, read quietly: whatever it holds, no throw.
import { describe, expect, it } from 'vitest';
import { signupPage } from '../../../../core/popup/signup.ts';

describe('signupPage: the page fields, whatever the context holds', () => {
  it('a collection id that String() cannot read is its tag, not a throw (found by the fuzz)', () => {
    document.body.innerHTML = `<script id="site-context" type="application/json">{"collection":{"id":{"toString":0}}}</script>`;
    expect(signupPage(document).collectionId).toBe('[object Object]');
    document.body.innerHTML = `<script id="site-context" type="application/json">{"collection":{"id":"c-7"}}</script>`;
    expect(signupPage(document).collectionId).toBe('c-7');
    document.body.innerHTML = '';
  });
});
