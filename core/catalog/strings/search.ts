// not in the spec: Vitrine's own words for the search block (37) and the search page. The failure is
// the spec's own, commonStrings.unableToLoadResults ('Unable to load results').
export const searchStrings = {
  label: 'Search the site',
  submit: 'Search',
  noResults: 'No results for “{query}”',
  oneResult: '1 result for “{query}”',
  results: '{count} results for “{query}”',
  page: 'Page',
  product: 'Product',
} as const;
