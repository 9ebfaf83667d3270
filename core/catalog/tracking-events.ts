// The field names the browser's check and the
// server's both use. A file of its own, so that only the events chunk of the browser carries it.
/** The required strings. */
export const EVENT_REQUIRED_FIELDS = ['actor', 'action', 'event_owner_team', 'event_source', 'object_type'] as const;
/**
 * The one rule for a required field, on both sides: a string with something in it. An empty or
 * blank string counts as missing, so the browser does not send what the server would refuse.
 */
export const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The optional strings; indirect_object_* are the equivalents of the object_* fields. */
export const EVENT_OPTIONAL_FIELDS = [
  'context_website_identifier',
  'destination_url',
  ...(['identifier', 'id', 'display_name', 'value'] as const).flatMap((name) => [`object_${name}`, `indirect_object_${name}`] as const),
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
] as const;
