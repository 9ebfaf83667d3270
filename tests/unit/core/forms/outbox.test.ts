// docs/decisions.md "Forms: the client": a submission that met no connection is kept, sent once when
// the connection returns, kept on failure, removed only after a 2xx or a definite refusal.
import { describe, expect, it, vi } from 'vitest';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import { createOutbox, type KeptSubmission, type OutboxDeps, type OutboxStore } from '../../../../core/forms/outbox.ts';
import type { SendResult, SubmissionBody } from '../../../../core/forms/submission.ts';

const body: SubmissionBody = {
  formId: 'contact',
  collectionId: 'c1',
  objectName: 'block-b1',
  isOverlayForm: false,
  submitButtonText: 'Send',
  form: '{"name":"Ann"}',
  pageTitle: 'Contact',
  pageId: 'p1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};
const entry = (id: string, key?: string): KeptSubmission => ({ id, key, body, kept: 1 });

/** A store over a Map: what IndexedDB holds, shared by every "tab" given the same map. */
function mapStore(map = new Map<string, KeptSubmission>()): OutboxStore & { map: Map<string, KeptSubmission> } {
  return {
    map,
    get: async (id) => map.get(id),
    set: async (id, value) => void map.set(id, structuredClone(value)),
    del: async (id) => void map.delete(id),
    ids: async () => [...map.keys()],
  };
}

/** One lock for every tab, as the Web Locks API gives: tasks run one after the other. */
function sharedLock(): OutboxDeps['exclusive'] {
  let tail = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => {});
    return run;
  };
}

const ok = (key = 'k'): SendResult => ({ ok: true, key });
const failed = (status: number): SendResult => ({ ok: false, status, failure: { message: formStrings.unknownError }, stage: 'save' });

function outbox(store = mapStore(), send: OutboxDeps['send'] = vi.fn(async () => ok()), exclusive = sharedLock()) {
  const marks: boolean[] = [];
  return { box: createOutbox({ store, send, exclusive, mark: (waiting) => marks.push(waiting) }), store, send, marks };
}

describe('createOutbox', () => {
  it('keeps a submission (and says something waits), then sends it once and removes it after a 2xx', async () => {
    const { box, store, send, marks } = outbox();
    await box.keep(entry('a', 'k1'));
    expect(store.map.get('a')).toEqual(entry('a', 'k1'));
    expect(marks).toEqual([true]);
    expect(await box.flush()).toEqual(['a']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(vi.mocked(send).mock.calls[0]![0]).toEqual(entry('a', 'k1'));
    expect(store.map.size).toBe(0);
    expect(marks).toEqual([true, false]);
    expect(await box.flush()).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no reply (status 0)', 0],
    ['408', 408],
    ['429', 429],
    ['500', 500],
    ['503', 503],
  ])('a failure (%s) keeps it, to send again later', async (_name, status) => {
    const { box, store, marks } = outbox(
      mapStore(),
      vi.fn(async () => failed(status)),
    );
    await box.keep(entry('a', 'k1'));
    expect(await box.flush()).toEqual([]);
    expect(store.map.get('a')).toEqual(entry('a', 'k1'));
    expect(marks.at(-1)).toBe(true);
  });

  it('a definite refusal (400, 404) removes it: it would be refused again', async () => {
    for (const status of [400, 404]) {
      const { box, store } = outbox(
        mapStore(),
        vi.fn(async () => failed(status)),
      );
      await box.keep(entry('a', 'k1'));
      expect(await box.flush()).toEqual(['a']);
      expect(store.map.size).toBe(0);
    }
  });

  it('kept without a key: the key fetched when sending is stored before the save, so a retry uses the same key', async () => {
    const store = mapStore();
    const keys: (string | undefined)[] = [];
    let attempt = 0;
    const send: OutboxDeps['send'] = async (kept, onKey) => {
      keys.push(kept.key);
      if (kept.key === undefined) await onKey('fresh-key');
      return ++attempt === 1 ? failed(0) : ok('fresh-key');
    };
    const { box } = outbox(store, send);
    await box.keep(entry('a'));
    expect(await box.flush()).toEqual([]);
    expect(store.map.get('a')?.key).toBe('fresh-key');
    expect(await box.flush()).toEqual(['a']);
    expect(keys).toEqual([undefined, 'fresh-key']);
  });

  it('keeping it again (the visitor submits again) keeps the key already had', async () => {
    const { box, store } = outbox();
    await box.keep(entry('a', 'k1'));
    await box.keep({ ...entry('a'), body: { ...body, form: '{"name":"Bo"}' } });
    expect(store.map.get('a')).toMatchObject({ key: 'k1', body: { form: '{"name":"Bo"}' } });
  });

  it('an online event and a page load flushing together in one tab send it once', async () => {
    const { box, send } = outbox();
    await box.keep(entry('a', 'k1'));
    const [first, second] = await Promise.all([box.flush(), box.flush()]);
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('two tabs (one store, one lock) flushing at once send it once', async () => {
    const shared = mapStore();
    const lock = sharedLock();
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ok('k1');
    });
    const tabA = outbox(shared, send, lock);
    const tabB = outbox(shared, send, lock);
    await tabA.box.keep(entry('a', 'k1'));
    const [a, b] = await Promise.all([tabA.box.flush(), tabB.box.flush()]);
    expect(send).toHaveBeenCalledTimes(1);
    expect([...a, ...b]).toEqual(['a']);
    expect(shared.map.size).toBe(0);
  });
});
