// @vitest-environment happy-dom
// The reservation block over the server's own markup: loading, then loaded;
// a signed-in owner sees the preview only; a script that does not arrive leaves the fallback link, said so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SCRIPT_TIMEOUT_MS, init } from '../../../../../core/blocks/reservation.ts';
import { format } from '../../../../../core/catalog/strings.ts';
import { tableBookingStrings } from '../../../../../core/catalog/strings/table-booking.ts';
import { DEFAULT_SITE_CONTEXT } from '../../../../../core/context/schema.ts';
import { renderReservation } from '../../../../../server/render/blocks/reservation.ts';
import type { ReservationBlock } from '../../../../../site/model.ts';
import { blockDeps } from '../../../../fixtures/dom.ts';
import { keptScripts } from '../../../../fixtures/kept-scripts.ts';

const block: ReservationBlock = { kind: 'reservation', id: 'r', type: 34, service: 'OpenTable', script: '/doubles/booking-widget.js', bookingUrl: '/book' };
const owner = { ...DEFAULT_SITE_CONTEXT, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] };
const viewer = { ...DEFAULT_SITE_CONTEXT, authenticatedAccount: { id: 'v1' }, websiteRoles: [10] };

afterEach(() => {
  vi.useRealTimers();
  keptScripts.clear();
});

function open(context = DEFAULT_SITE_CONTEXT, data: unknown = { service: block.service, script: block.script }) {
  document.body.innerHTML = renderReservation(block);
  const root = document.querySelector<HTMLElement>('[data-block-type="34"]')!;
  const started = init(root, blockDeps({ context, data }));
  const script = () => keptScripts.in(root.querySelector('.reservation-widget'));
  return { root, started, script, state: () => root.getAttribute('data-reservation-state'), status: () => root.querySelector('.reservation-status')!.textContent };
}

describe('the reservation block', () => {
  it('a visitor: loading, the provider script in the widget box, then loaded', async () => {
    const { root, started, script, state, status } = open();
    expect([state(), status()]).toEqual(['loading', tableBookingStrings.loading]);
    expect(script()!.getAttribute('src')).toBe(block.script);
    // As a provider's loader does (and the demo's double): it draws its widget where it stands, then loads.
    const box = root.querySelector('.reservation-widget')!;
    box.insertAdjacentHTML('beforeend', '<div class="booking-widget-double"></div>');
    script()!.onload!(new Event('load'));
    await started.ready;
    expect([state(), status()]).toEqual(['loaded', '']);
  });

  it('wait-for-element: a script that loads but draws nothing leaves the fallback link after the timeout', async () => {
    vi.useFakeTimers();
    const { root, started, script, state } = open();
    script()!.onload!(new Event('load'));
    await vi.advanceTimersByTimeAsync(BOOKING_SCRIPT_TIMEOUT_MS - 1);
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await started.ready;
    expect(state()).toBe('failed');
    expect(root.querySelector('.reservation-fallback a')).not.toBeNull();
  });

  it('wait-for-element: a widget drawn after the script has loaded counts when it appears', async () => {
    const { root, started, script, state } = open();
    script()!.onload!(new Event('load'));
    await Promise.resolve();
    expect(state()).toBe('loading');
    root.querySelector('.reservation-widget')!.insertAdjacentHTML('beforeend', '<iframe title="Booking"></iframe>');
    await started.ready;
    expect(state()).toBe('loaded');
  });

  it('a signed-in owner sees the preview only, in the spec words, and no script runs', () => {
    const { script, state, status } = open(owner);
    expect(state()).toBe('preview');
    expect(status()).toBe('Preview Only: Please log out of your account in order to use the OpenTable Block.');
    expect(script()).toBeNull();
  });

  it('the service name comes from the block data; OpenTable without one', () => {
    expect(open(owner, { service: 'Tock', script: block.script }).status()).toBe(format(tableBookingStrings.previewOnly, { service: 'Tock' }));
    expect(open(owner, {}).status()).toBe(format(tableBookingStrings.previewOnly, { service: 'OpenTable' }));
  });

  it('a viewer-only account is a visitor here', () => {
    expect(open(viewer).state()).toBe('loading');
  });

  it('a script that fails leaves the fallback link, and says so', async () => {
    const { root, started, script, state, status } = open();
    script()!.onerror!(new Event('error'));
    await started.ready;
    expect([state(), status()]).toEqual(['failed', format(tableBookingStrings.unavailable, { service: 'OpenTable' })]);
    expect(root.querySelector('.reservation-fallback a')!.getAttribute('href')).toBe('/book');
  });

  it('a script that never arrives fails after the timeout', async () => {
    vi.useFakeTimers();
    const { started, state } = open();
    vi.advanceTimersByTime(BOOKING_SCRIPT_TIMEOUT_MS - 1);
    expect(state()).toBe('loading');
    vi.advanceTimersByTime(1);
    await started.ready;
    expect(state()).toBe('failed');
  });

  it('bad block data: no script, the fallback link said so', () => {
    expect(open(DEFAULT_SITE_CONTEXT, 'nonsense').state()).toBe('failed');
  });
});
