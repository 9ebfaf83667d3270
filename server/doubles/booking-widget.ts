// The table-booking script comes from an external host, which
// no machine here reaches. The demo serves this test double of it at BOOKING_WIDGET_PATH: like a real
// provider's loader, it draws its widget where its script tag stands (core/dom/load-script.ts).
// Its address is the demo page's (site/blocks-page.ts).
export { BOOKING_SCRIPT as BOOKING_WIDGET_PATH } from '../../site/blocks-page.ts';

export const BOOKING_WIDGET_SCRIPT = `(() => {
  const box = document.currentScript && document.currentScript.parentElement;
  if (!box) return;
  const widget = document.createElement('div');
  widget.className = 'booking-widget-double';
  widget.setAttribute('role', 'group');
  widget.setAttribute('aria-label', 'Book a table (test double of the booking service)');
  widget.innerHTML = '<p>A test double of the booking service: no table is booked.</p>' +
    '<label>Party size <select name="party"><option>2</option><option>4</option><option>6</option></select></label> ' +
    '<label>Date <input type="date" name="date"></label> ' +
    '<button type="button">Find a table</button>';
  box.append(widget);
})();
`;
