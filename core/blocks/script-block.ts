// A block whose server markup is a working
// link that a platform's script upgrades (the follow button 41, the comment counts 42). The script
// comes from the block data's `script` (the demo's test doubles) through the one script loader, into
// the block (such scripts work where they stand). Loading, then loaded; on an error or the timeout the
// link stays, said at debug level only.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { format } from '../catalog/strings.ts';
import { externalLoadStrings } from '../catalog/strings/external-loads.ts';
import { loadScript } from '../dom/load-script.ts';

/** The block data's script address, or '' when it has none. */
export function scriptOf(data: unknown): string {
  const script = data && typeof data === 'object' ? (data as { script?: unknown }).script : undefined;
  return typeof script === 'string' ? script : '';
}

export function startScriptBlock(root: HTMLElement, { data, window, scheduler }: BlockDeps, timeoutMs: number, what: string): BlockInstance {
  const mark = (state: string): void => scheduler.write(() => root.setAttribute('data-script-state', state));
  const failed = (reason: string): void => {
    console.debug(format(externalLoadStrings.scriptFailed, { what, reason }));
    mark('failed');
  };
  const script = scriptOf(data);
  const destroy = (): void => {};
  if (!script) {
    failed('no script in the block data');
    return { destroy };
  }
  mark('loading');
  const ready = loadScript(root, script, timeoutMs, window).then(
    () => mark('loaded'),
    (error: Error) => failed(error.message),
  );
  return { destroy, ready };
}
