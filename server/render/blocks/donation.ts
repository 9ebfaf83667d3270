// The donation button (52), a link to its donation page's checkout (docs/forms.md).
import { BlockType } from '../../../core/catalog/enums.ts';
import { DONATE_CHECKOUT_PATH } from '../../../core/catalog/checkout-paths.ts';
import type { DonationBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export const donateHref = (donatePageId: string): string => `${DONATE_CHECKOUT_PATH}?donatePageId=${encodeURIComponent(donatePageId)}`;

export function renderDonation(block: DonationBlock): string {
  const link = `<a class="donation-button" href="${escapeHtml(donateHref(block.donatePageId))}">${escapeHtml(block.text)}</a>`;
  return blockWrapper(BlockType.DONATION, block.id, 'donation-block', link, { json: { donatePageId: block.donatePageId, text: block.text }, animation: block.animation });
}
