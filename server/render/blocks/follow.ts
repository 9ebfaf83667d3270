// The follow button block (41, docs/block-types.md). The server's part is a link
// to the profile, which works with JavaScript off; the runtime (core/blocks/follow.ts) loads the
// platform's script into the block, which makes the link its button.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { format } from '../../../core/catalog/strings.ts';
import { journalStrings } from '../../../core/catalog/strings/journal.ts';
import type { FollowBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export function renderFollow(block: FollowBlock): string {
  const words = format(journalStrings.followOn, { handle: block.handle, platform: block.platform });
  const inner = `<a class="follow-link" href="${escapeHtml(block.profileUrl)}" rel="me noopener">${escapeHtml(words)}</a>`;
  return blockWrapper(ChosenBlockType.FOLLOW, block.id, 'follow-block', inner, { json: { platform: block.platform, handle: block.handle, script: block.script } });
}
