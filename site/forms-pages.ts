// /forms, the contact form with every field type, the newsletter block and the
// donation button; and the spec: /checkout/donate?donatePageId=…, the donation page
// (page type 203) with the donation form.
import { PageType } from '../core/catalog/enums.ts';
import { DONATE_CHECKOUT_PATH } from '../core/catalog/checkout-paths.ts';
import type { Page } from './model.ts';
import { contactForm, type DonationPage, donationPageById, donationPages, newsletterForm } from './forms.ts';

export const FORMS_PATH = '/forms';
export const DONATE_PATH = DONATE_CHECKOUT_PATH;

export const formsPage: Page = {
  path: FORMS_PATH,
  pageType: PageType.PAGE,
  id: '64a1f0c2e4b0a1b2c3d4e5fa',
  title: 'Contact',
  description: 'Write to the studio, join the studio list, or support the free print workshops.',
  blocks: [
    { kind: 'text', id: 'forms-heading', html: '<h1>Write to the studio</h1><p>Questions about a print, an order or a commission: we read every message.</p>' },
    { kind: 'form', id: 'contact-form', form: contactForm },
    { kind: 'text', id: 'newsletter-heading', html: '<h2>Join the studio list</h2><p>New prints each season, and 10% off your first order.</p>' },
    { kind: 'form', id: 'newsletter-form', form: newsletterForm },
    { kind: 'text', id: 'donation-heading', html: '<h2>Support the workshops</h2>' },
    { kind: 'donation', id: 'donation-button', text: 'Donate', donatePageId: donationPages[0]!.id },
  ],
};

function pageOf(donation: DonationPage): Page {
  return {
    path: DONATE_PATH,
    pageType: PageType.DONATE,
    // The page id is the donation page's, so a submission's pageId names what was given to.
    id: donation.id,
    title: donation.title,
    description: donation.description,
    blocks: [
      { kind: 'text', id: 'donate-heading', html: `<h1>${escapeText(donation.title)}</h1><p>${escapeText(donation.description)}</p>` },
      { kind: 'form', id: 'donation-form', form: donation.form },
    ],
  };
}

// site/ has no HTML helpers of its own and must not import server/: the donation page's texts are
// the site's own, but they pass through this all the same.
const escapeText = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The donation checkout page for `donatePageId`, or null when no donation page has that id. */
export function donatePage(donatePageId: string | null): Page | null {
  const donation = donatePageId === null ? undefined : donationPageById(donatePageId);
  return donation ? pageOf(donation) : null;
}

/** /checkout/donate with a missing or unknown donatePageId. */
export const donateNotFoundPage: Page = {
  path: DONATE_PATH,
  pageType: PageType.NOT_FOUND,
  id: 'donation-not-found',
  title: 'Donation page not found',
  description: 'There is no donation page at this address.',
  blocks: [
    {
      kind: 'text',
      id: 'donation-not-found',
      html: '<div class="not-found"><h1>Donation page not found</h1><p>This address names no donation page. The link may be incomplete, or the page may have closed.</p><p><a href="/forms">Go back to the contact page</a></p></div>',
    },
  ],
};
