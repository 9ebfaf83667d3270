// The composition root of the page runtime: wires boot, the block registry and the page-wide services.
import { boot } from '../core/boot.ts';
import { blockRegistry } from '../core/blocks/registry.ts';
import { createFrameScheduler } from '../core/dom/scheduler.ts';
import { createWhenNeeded } from '../core/dom/when-needed.ts';

boot({
  document,
  window,
  registry: blockRegistry,
  scheduler: createFrameScheduler(),
  whenNeeded: createWhenNeeded(),
  loadContext: (raw) => import('../core/context/schema.ts').then((m) => m.parseSiteContext(raw)),
});
