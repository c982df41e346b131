import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

/** A request the test answers by hand, remembering the signal it was given. */
function deferredRequest<Data>() {
  let resolve: (data: Data) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Data>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('a resource loaded for a key', () => {
  it('is loading, then shows the answer', async () => {
    const { result } = renderHook(() => useResource('greeting', () => Promise.resolve('hello')));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'hello' }));
  });

  it('aborts the request of a key that changed and drops its late answer', async () => {
    const requests = new Map([
      ['en', deferredRequest<string>()],
      ['ru', deferredRequest<string>()],
    ]);
    const signals = new Map<string, AbortSignal>();
    const { result, rerender } = renderHook(
      ({ language }: { language: string }) =>
        useResource(language, (signal) => {
          signals.set(language, signal);
          return requests.get(language)!.promise;
        }),
      { initialProps: { language: 'en' } },
    );

    rerender({ language: 'ru' });
    expect(signals.get('en')?.aborted).toBe(true);
    await act(async () => requests.get('ru')!.resolve('привет'));
    await act(async () => requests.get('en')!.resolve('hello'));

    expect(result.current).toMatchObject({ status: 'ready', data: 'привет' });
  });

  it('keeps the previous data on screen while a new key loads', async () => {
    const later = deferredRequest<string>();
    const { result, rerender } = renderHook(
      ({ language }: { language: string }) =>
        useResource(language, () => (language === 'en' ? Promise.resolve('hello') : later.promise)),
      { initialProps: { language: 'en' } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));

    rerender({ language: 'ru' });
    expect(result.current).toMatchObject({ status: 'ready', data: 'hello' });
    await act(async () => later.resolve('привет'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'привет' });
  });

  it('after a failure, shows the error, and a retry loads again', async () => {
    const offline = new Error('offline');
    const load = jest.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce('hello');
    const { result } = renderHook(() => useResource<string>('greeting', load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: offline }));

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'hello' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing without a key', () => {
    const load = jest.fn(() => Promise.resolve('hello'));
    const { result } = renderHook(() => useResource(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });

  it('shows data a write returned, and changes loaded data in place', async () => {
    const { result } = renderHook(() => useResource('count', () => Promise.resolve(1)));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.update((count) => count + 1));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
    act(() => result.current.replace(10));
    expect(result.current).toMatchObject({ status: 'ready', data: 10 });
  });
});
