// Issue 33: an order's status, which the owner sets: new (every order starts so), paid, shipped or
// cancelled. The database holds the same four (migration 12's CHECK); anything else is refused.
export const ORDER_STATUSES = ['new', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = { new: 'New', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled' };

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** A stored status as the owner reads it (a value the code does not know, as stored). */
export const statusText = (value: string): string => (isOrderStatus(value) ? ORDER_STATUS_TEXT[value] : value);

export const orderStrings = {
  searchLabel: 'Search orders by number, name or email',
  search: 'Search',
  statusFilter: 'Status',
  anyStatus: 'Any status',
  clear: 'Clear the search',
  caption: 'Every order, newest first',
  matchCaption: 'Orders that match, newest first',
  noMatch: 'No order matches.',
  orderTitle: 'Order {number}',
  changeStatus: 'Change status',
  statusChanged: 'The status is now {status}.',
  unknownStatus: 'Choose one of the statuses listed.',
  noOrder: 'There is no such order.',
  back: 'All orders',
  details: ['Order', 'Date', 'Status', 'Lines', 'Total', 'Shipping name', 'Email', 'Address', 'Cart'],
} as const;
