// Product display
export const productStrings = {
  available: 'Available',
  scheduled: 'Scheduled',
  hidden: 'Hidden',
  unsupported: 'Unsupported',
  fromPrice: 'from {startingPrice}',
  // The spec writes 'renews every week/month/year': one template, {unit} is one of the units below.
  renewsEvery: 'renews every {unit}',
  week: 'week',
  month: 'month',
  year: 'year',
  // The optional count ('renews every 2 weeks') needs plurals the spec does not word: ours.
  weeks: 'weeks',
  months: 'months',
  years: 'years',
  forPayments: 'for {count} payments',
} as const;
