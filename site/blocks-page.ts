// /blocks (issue 20): the remaining blocks on an ordinary page: the menu block with tabs, the
// reservation blocks (OpenTable and Tock, the booking script a test double the server serves), two
// button blocks, the member area's pricing toggle and two summary blocks:
// the café's upcoming events, refreshed through GetWidgetRendering, and a grid of the site's pages. Linked from every page's navigation.
import { PageType } from '../core/catalog/enums.ts';
import { EVENTS_COLLECTION_ID, PAGES_COLLECTION_ID } from './collections.ts';
import type { Page } from './model.ts';

/** The booking provider's script: the server's test double (server/doubles/booking-widget.ts). */
export const BOOKING_SCRIPT = '/doubles/booking-widget.js';

export const blocksPage: Page = {
  path: '/blocks',
  pageType: PageType.PAGE,
  id: '66f0a1b2c3d4e5f6a7b8c9b0',
  title: 'Café and membership',
  description: 'The studio café menu, and membership for the print club.',
  blocks: [
    {
      kind: 'text',
      id: 'blocks-intro',
      html:
        '<h1>Café and membership</h1><p>What the studio café serves, and how to join the print club.</p>' +
        // Tooltips (the page utilities, core/utilities/tooltip.ts).
        '<p>Prices include tax<button type="button" class="tooltip-trigger" aria-label="About the prices" data-tooltip="Every price on the menu includes sales tax, and the café adds no service charge.">?</button>' +
        ' and members save 10%<button type="button" class="tooltip-trigger" aria-label="About the member saving" data-tooltip="Show your print club card at the counter: 10% off everything but the soda.">?</button></p>',
    },
    {
      kind: 'menu',
      id: 'cafe-menu',
      title: 'Café menu',
      sections: [
        {
          title: 'Breakfast',
          items: [
            { name: 'Rye toast, cultured butter', price: '$6', description: 'Baked each morning down the road.' },
            { name: 'Porridge, poached pear', price: '$8' },
          ],
        },
        {
          title: 'Lunch',
          items: [
            { name: 'Soup of the day', price: '$9', description: 'With bread; ask what is on.' },
            { name: 'Smoked trout salad', price: '$14' },
          ],
        },
        {
          title: 'Drinks',
          items: [
            { name: 'Filter coffee', price: '$3' },
            { name: 'Rhubarb soda', price: '$4' },
          ],
        },
      ],
    },
    { kind: 'summary', id: 'cafe-events', title: 'Upcoming at the café', design: 'list', collectionId: EVENTS_COLLECTION_ID, imageAspectRatio: '3:2', pageSize: 3 },
    { kind: 'reservation', id: 'book-a-table', type: 34, service: 'OpenTable', script: BOOKING_SCRIPT, bookingUrl: '/forms?subject=table' },
    { kind: 'reservation', id: 'tasting-menu', type: 68, service: 'Tock', script: BOOKING_SCRIPT, bookingUrl: '/forms?subject=tasting' },
    {
      kind: 'chart',
      id: 'cafe-visits',
      title: 'Café visitors a day',
      columns: ['Weekdays', 'Weekends'],
      rows: [
        { label: 'Spring', values: [42, 88] },
        { label: 'Summer', values: [65, 120] },
        { label: 'Autumn', values: [38, 74] },
      ],
    },
    { kind: 'summary', id: 'around-the-studio', title: 'Around the studio', design: 'grid', collectionId: PAGES_COLLECTION_ID, imageAspectRatio: '4:3', pageSize: 3 },
    { kind: 'button', id: 'visit-shop', text: 'Visit the shop', clickthroughUrl: '/shop', alignment: 'center', size: 'large', newWindow: false },
    { kind: 'button', id: 'write-to-us', text: 'Write to the café', clickthroughUrl: 'mailto:cafe@example.com', alignment: 'left', size: 'medium', newWindow: false },
    {
      kind: 'member-area',
      id: 'print-club',
      title: 'Print club membership',
      periods: [
        { key: 'monthly', label: 'Monthly' },
        { key: 'yearly', label: 'Yearly' },
      ],
      joinLabel: 'Join',
      plans: [
        {
          name: 'Reader',
          description: 'The members-only journal and early notice of new editions.',
          prices: { monthly: '$4 a month', yearly: '$40 a year' },
          joins: { monthly: '/forms?plan=reader-monthly', yearly: '/forms?plan=reader-yearly' },
        },
        {
          name: 'Collector',
          description: 'A print every quarter, framed, and the journal.',
          prices: { monthly: '$25 a month', yearly: '$250 a year' },
          joins: { monthly: '/forms?plan=collector-monthly', yearly: '/forms?plan=collector-yearly' },
        },
      ],
    },
  ],
};
