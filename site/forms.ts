// "Form field types in the form builder". The demo site's form definitions:
// the contact form with every field type, the newsletter sign-up and the donation form. The
// server renders, looks up and validates against these; each block's JSON carries its definition.
import type { FormDefinition } from '../core/forms/fields.ts';

export const contactForm: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  submitButtonText: 'Send message',
  submissionMessage: 'Thank you. Your message has reached the studio, and we answer within two working days.',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', description: 'We answer at this address.', placeholder: 'you@example.com', required: true },
    { id: 'subject', type: 'text', title: 'Subject', placeholder: 'A print, an order, a question' },
    { id: 'message', type: 'textarea', title: 'Message', description: 'At most 500 characters.', maxLength: 500 },
    { id: 'prints', type: 'number', title: 'How many prints?' },
    { id: 'website', type: 'website', title: 'Your website', placeholder: 'https://' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$', description: 'Roughly, in dollars.' },
    { id: 'password', type: 'password', title: 'Order password', description: 'The word printed on your order slip, if you have one.' },
    { id: 'twitter', type: 'twitter', title: 'Twitter handle' },
    { id: 'delivery-date', type: 'date', title: 'Preferred delivery date' },
    { id: 'call-time', type: 'time', title: 'Best time to call' },
    { id: 'address', type: 'address', title: 'Shipping address' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    { id: 'studio-phone', type: 'phone', title: 'Work phone', description: 'A local number, without the country code.' },
    { id: 'about-you', type: 'section', title: 'About you', description: 'Optional: it helps us pick prints for you.', underline: true },
    { id: 'heard-from', type: 'radio', title: 'How did you hear of us?', options: ['A friend', 'A fair', 'Online'] },
    { id: 'interests', type: 'checkbox', title: 'Which series interest you?', options: ['Lakes', 'Coasts', 'Forests'] },
    { id: 'size', type: 'select', title: 'Preferred print size', options: ['Small', 'Medium', 'Large'] },
    { id: 'experience', type: 'likert', title: 'Your last order', options: ['The print arrived in good condition', 'Delivery was quick', 'The packaging was easy to recycle'] },
    { id: 'source', type: 'hidden', title: 'Source', key: 'source', value: 'website' },
  ],
};

export const newsletterForm: FormDefinition = {
  id: 'newsletter',
  name: 'Studio list',
  newsletter: true,
  submitButtonText: 'Sign up',
  submissionMessage: 'Thank you for joining the studio list.',
  fields: [
    { id: 'newsletter-email', type: 'email', title: 'Email', required: true },
    { id: 'newsletter-name', type: 'name', title: 'Name' },
  ],
};

export const donationForm: FormDefinition = {
  id: 'donation',
  name: 'Donation',
  submitButtonText: 'Donate',
  submissionMessage: 'Thank you for your donation. A receipt is on its way to your email.',
  // The demo's captcha (the test double, core/forms/captcha.ts) guards the donation.
  captcha: true,
  fields: [
    { id: 'donation-amount', type: 'currency', title: 'Amount', currencySymbol: '$', required: true },
    { id: 'donation-name', type: 'name', title: 'Name', required: true },
    { id: 'donation-email', type: 'email', title: 'Email', required: true },
  ],
};

export const forms: readonly FormDefinition[] = [contactForm, newsletterForm, donationForm];

/** The lookup SaveFormSubmission and /forms/submit use: a form's definition by its id. */
export type FormLookup = (formId: string) => FormDefinition | undefined;

export const formById: FormLookup = (formId) => forms.find((form) => form.id === formId);

/** What /checkout/donate?donatePageId=… names: a donation page and its form. */
export interface DonationPage {
  id: string;
  title: string;
  description: string;
  form: FormDefinition;
}

export const donationPages: readonly DonationPage[] = [
  {
    id: '64a1f0c2e4b0a1b2c3d4e601',
    title: 'Support the studio',
    description: 'Every donation pays for paper and ink for the free print workshops we run each spring.',
    form: donationForm,
  },
];

export const donationPageById = (id: string): DonationPage | undefined => donationPages.find((page) => page.id === id);
