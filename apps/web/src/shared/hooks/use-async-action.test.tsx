import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncAction } from './use-async-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useAsyncAction', () => {
  it('is pending until the action succeeds, then holds its data and runs onSuccess', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useAsyncAction((n: number) => answer.promise.then((a) => `${a}${n}`)),
    );
    expect(result.current.status).toBe('idle');
    act(() => result.current.mutate(1, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('ok'));
    expect(result.current).toMatchObject({ status: 'success', data: 'ok1', isPending: false });
    expect(onSuccess).toHaveBeenCalledWith('ok1');
  });

  it('holds the error and runs onError when the action fails', async () => {
    const failure = new Error('refused');
    const onError = vi.fn();
    const { result } = renderHook(() => useAsyncAction(() => Promise.reject(failure)));
    await act(async () => result.current.mutate(undefined, { onError }));
    expect(result.current).toMatchObject({
      status: 'error',
      error: failure,
      isError: true,
      isPending: false,
    });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('runs only the latest call’s callbacks', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first.promise, second.promise];
    const { result } = renderHook(() => useAsyncAction(() => calls.shift()!));
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess: onFirst }));
    act(() => result.current.mutate(undefined, { onSuccess: onSecond }));
    await act(async () => first.resolve('one'));
    expect(onFirst).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    await act(async () => second.resolve('two'));
    expect(onSecond).toHaveBeenCalledWith('two');
  });

  it('runs no callback once the component is gone', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useAsyncAction(() => answer.promise));
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
