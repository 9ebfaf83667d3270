// Reporting and analytics
export const reportingStrings = {
  unresolvedPageLoadId: 'Unable to resolve pageLoadId',
  metricSettingsTimeout: 'Metric settings request timeout',
  unexpectedXhrStatus: 'XHR request DONE with unexpected status: {code}',
  trackingEventHttpStatus: 'Error tracking event: HTTP Status {code}',
  analyticsIdNotStored: 'Unable to store analyticsId',
  noPayload: 'no payload',
  // The rule (a free-at-zero money display needs a Free label), not these words: ours.
  moneyFreeLabelRequired: 'A money display that is free at zero needs a Free label.',
} as const;
