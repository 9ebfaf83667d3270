// The follow button block (41, docs/block-types.md). The server writes a
// link to the profile; the social platform's script makes it the platform's button, within 10 s.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../catalog/constants.ts';
import { externalLoadStrings } from '../catalog/strings/external-loads.ts';
import { startScriptBlock } from './script-block.ts';

export const init = (root: HTMLElement, deps: BlockDeps): BlockInstance => startScriptBlock(root, deps, FOLLOW_SCRIPT_TIMEOUT_MS, externalLoadStrings.followScript);
