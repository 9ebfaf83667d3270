// The post list with comment counts (42, docs/block-types.md). The server writes each
// post's comments link; the comment-count script fills in the counts, or the links keep their words.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { COMMENT_COUNT_TIMEOUT_MS } from '../catalog/constants.ts';
import { externalLoadStrings } from '../catalog/strings/external-loads.ts';
import { startScriptBlock } from './script-block.ts';

export const init = (root: HTMLElement, deps: BlockDeps): BlockInstance => startScriptBlock(root, deps, COMMENT_COUNT_TIMEOUT_MS, externalLoadStrings.commentCountScript);
