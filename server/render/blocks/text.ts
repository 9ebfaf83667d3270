// An html block (type 2): the site's own markup, trusted because it comes from site/.
import { BlockType } from '../../../core/catalog/enums.ts';
import type { TextBlock } from '../model.ts';
import { blockWrapper } from './block.ts';

export function renderText(block: TextBlock): string {
  return blockWrapper(BlockType.HTML, block.id, 'html-block', block.html, { animation: block.animation });
}
