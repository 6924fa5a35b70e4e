import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncActionCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}

type ActionState<TData> =
  | { status: 'idle' | 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const idle = { status: 'idle', data: undefined, error: null } as const;

/**
 * First load: the sign-in forms' mutation without a query library, with a mutation's states
 * (pending, error, data). As with a mutation, only the latest call's callbacks run, and only while
 * the component is mounted.
 */
export function useAsyncAction<TVariables, TData>(action: (variables: TVariables) => Promise<TData>) {
  const [state, setState] = useState<ActionState<TData>>(idle);
  const latestCall = useRef(0);
  const mounted = useRef(false);
  const latestAction = useRef(action);
  latestAction.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: TVariables, callbacks: AsyncActionCallbacks<TData> = {}) => {
    const call = ++latestCall.current;
    const current = () => mounted.current && call === latestCall.current;
    setState({ status: 'pending', data: undefined, error: null });
    latestAction.current(variables).then(
      (data) => {
        if (!current()) return;
        setState({ status: 'success', data, error: null });
        callbacks.onSuccess?.(data);
      },
      (error: unknown) => {
        if (!current()) return;
        setState({ status: 'error', data: undefined, error });
        callbacks.onError?.(error);
      },
    );
  }, []);

  return {
    mutate,
    status: state.status,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
