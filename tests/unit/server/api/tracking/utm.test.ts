// Issue 33: the campaign tags of a page view's address.
import { describe, expect, it } from 'vitest';
import { MAX_UTM, utmTags } from '../../../../../server/api/tracking/utm.ts';

describe('utmTags', () => {
  it.each([
    ['utm_source=news&utm_medium=email&utm_campaign=spring%20sale', null, { utmSource: 'news', utmMedium: 'email', utmCampaign: 'spring sale' }],
    ['a=1', null, { utmSource: '', utmMedium: '', utmCampaign: '' }],
    ['', 'https://example.com/?utm_source=x', { utmSource: '', utmMedium: '', utmCampaign: '' }],
    [null, 'https://example.com/p?utm_source=ads&utm_medium=cpc', { utmSource: 'ads', utmMedium: 'cpc', utmCampaign: '' }],
    [null, 'not a url', { utmSource: '', utmMedium: '', utmCampaign: '' }],
    ['utm_source=+%20padded%20+', null, { utmSource: 'padded', utmMedium: '', utmCampaign: '' }],
  ] as const)('query %s, url %s', (query, url, expected) => {
    expect(utmTags(query, url)).toEqual(expected);
  });

  it('a tag is cut to its bound', () => {
    expect(utmTags(`utm_campaign=${'c'.repeat(1000)}`, null).utmCampaign).toHaveLength(MAX_UTM);
  });
});
