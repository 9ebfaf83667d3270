import { describe, expect, it, vi } from 'vitest';
import { lazyService } from '../../../core/lazy.ts';

describe('lazyService: one import, on first use', () => {
  it('loads once however often it is asked, and only when asked', async () => {
    const load = vi.fn(async () => ({ name: 'loader' }));
    const service = lazyService(load, 'unavailable');
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([service(), service()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failed import logs the message, rejects, and is tried again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const service = lazyService(load, 'The loader could not be loaded.');
    await expect(service()).rejects.toThrow('offline');
    expect(error).toHaveBeenCalledWith('The loader could not be loaded.', expect.any(Error));
    await expect(service()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
