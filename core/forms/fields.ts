// "Form field types in the form builder" and "Form submission (as sent)". The
// form definition the server keeps, renders from and validates against, and that the form block
// reads from its block JSON. Types, the parts each composite field is made of, and the check of a
// definition read from block JSON.

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * One form item. Which properties a type uses is the spec's list: description, placeholder and
 * required for the text-like types (textarea also maxLength); currencySymbol for currency;
 * showCountryCode for phone; underline for section; options for radio, checkbox and select, and
 * for likert the statements the visitor answers on the scale; key and value for hidden (the page
 * query parameter it reads, and its default).
 */
export interface FormField {
  id: string;
  type: FieldType;
  /** The visible label (section: its heading). Hidden fields have none on the page. */
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  options?: string[];
  key?: string;
  value?: string;
}

export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submitButtonText: string;
  /** Where the browser goes after a success; else the submission message (or HTML) is shown. */
  successRedirect?: string;
  submissionMessage?: string;
  /** The owner's HTML, shown after a success; its own <script> elements run (docs/forms.md). */
  submissionHtml?: string;
  disableValidation?: boolean;
  captcha?: boolean;
  /** A newsletter block's form: no general 'error above' message, and a newsletter-subscribe event. */
  newsletter?: boolean;
}

/**
 * The inputs of each composite field, in the order of its value list. Each is an input named by
 * the field's id; `label` is the visible label of that part. Phone's country part is there only
 * with showCountryCode.
 */
export const FIELD_PARTS = {
  name: ['First Name', 'Last Name'],
  address: ['Address 1', 'Address 2', 'City', 'State', 'Zip Code', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'AM/PM'],
  phone: ['Country Code', 'Area Code', 'Prefix', 'Line'],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;

export type CompositeType = keyof typeof FIELD_PARTS;

export const isComposite = (type: FieldType): type is CompositeType => type in FIELD_PARTS;

/** The labels of a composite field's inputs, as rendered (phone without its country part unless asked). */
export const partsOf = (field: FormField): readonly string[] => {
  if (!isComposite(field.type)) return [];
  const parts = FIELD_PARTS[field.type];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
};

/** The longest value one input of a composite field takes (its inputs' maxlength), and the server accepts. */
export const FIELD_PART_MAX_LENGTH = 256;

/**
 * The most values a list field can send, and the longest each can be: a composite field one per
 * input, a checkbox one per option (each an option), likert one answer per statement (keyed by
 * it). A browser filling the rendered form never sends more.
 */
export function listBounds(field: FormField): { count: number; length: number } {
  if (isComposite(field.type)) return { count: FIELD_PARTS[field.type].length, length: FIELD_PART_MAX_LENGTH };
  const options = field.options ?? [];
  return { count: options.length, length: Math.max(0, ...options.map((option) => option.length)) };
}

/**
 * The popup overlay's sign-up form: its one email field, which is all core/popup/signup.ts sends.
 * It has no definition of its own, so the server holds a sign-up to this one.
 */
export const OVERLAY_SIGNUP_FIELDS: readonly FormField[] = [{ id: 'email', type: 'email', title: 'Email', required: true }];

/** The likert scale, -2 to 2, in the order the answers are shown. */
export const LIKERT_SCALE = ['-2', '-1', '0', '1', '2'] as const;

/** The input name of a likert statement's answers: the field id and the statement's index. */
export const likertName = (fieldId: string, index: number): string => `${fieldId}-${index}`;

const isText = (value: unknown): value is string => typeof value === 'string';
/** Absent (undefined, or null in JSON) or text. */
const optionalText = (value: unknown): boolean => value == null || isText(value);

/**
 * A form item as the form block reads it from its block JSON: an id and a type, and the properties
 * that shaping and checking read (title, key, value, options, maxLength) of their types when present.
 * Any other value would throw in the visitor's submit (issue 22: a title of {"toString": 0}).
 */
export function isFormField(value: unknown): value is FormField {
  if (!value || typeof value !== 'object') return false;
  const field = value as Record<string, unknown>;
  return (
    isText(field.id) &&
    isText(field.type) &&
    optionalText(field.title) &&
    optionalText(field.key) &&
    optionalText(field.value) &&
    (field.options == null || (Array.isArray(field.options) && field.options.every(isText))) &&
    (field.maxLength == null || typeof field.maxLength === 'number')
  );
}

/** A form definition read from block JSON: an id, every item well formed (isFormField), and its words as text. */
export function isFormDefinition(value: unknown): value is FormDefinition {
  if (!value || typeof value !== 'object') return false;
  const definition = value as Record<string, unknown>;
  return (
    isText(definition.id) &&
    Array.isArray(definition.fields) &&
    definition.fields.every(isFormField) &&
    ['submitButtonText', 'successRedirect', 'submissionMessage', 'submissionHtml'].every((key) => optionalText(definition[key]))
  );
}
