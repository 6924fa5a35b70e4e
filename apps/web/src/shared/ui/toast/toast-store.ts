import { TOAST_DURATION_MS, TOAST_LEAVE_MS } from '@patron/contracts';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  Style: 'bar' | 'circle';
  Duration: number;
  Position: 'top' | 'bottom';
  Animate: boolean;
  PauseOnHover: boolean;
  Title?: string;
}

export interface Toast {
  type: ToastType;
  content: string;
  messageId: number;
  options: ToastOptions;
  createdAt: number;
  leaving: boolean;
}

export const DEFAULT_MAX_STACK = 5;

/**
 * docs/product.md#web-behaviour, docs/product.md#errors: warnings are sticky, the rest last 5 s; errors and
 * successes are top bars.
 */
export function defaultOptions(type: ToastType): ToastOptions {
  return {
    Style: 'bar',
    Duration: type === 'warning' ? 0 : TOAST_DURATION_MS,
    Position: 'top',
    Animate: true,
    PauseOnHover: true,
  };
}

interface Timer {
  handle: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}

export function createToastStore(maxStack = DEFAULT_MAX_STACK, now: () => number = Date.now) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clearTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer.handle);
    timers.delete(id);
  };

  const startTimer = (id: number, ms: number) => {
    timers.set(id, { handle: setTimeout(() => dismiss(id), ms), startedAt: now(), remaining: ms });
  };

  const remove = (id: number) => {
    clearTimer(id);
    toasts = toasts.filter((toast) => toast.messageId !== id);
    emit();
  };

  function dismiss(id: number): void {
    const toast = toasts.find((item) => item.messageId === id);
    if (!toast || toast.leaving) return;
    clearTimer(id);
    toasts = toasts.map((item) => (item.messageId === id ? { ...item, leaving: true } : item));
    emit();
    setTimeout(() => remove(id), TOAST_LEAVE_MS);
  }

  function show(type: ToastType, content: string, options: Partial<ToastOptions> = {}): number {
    const toast: Toast = {
      type,
      content,
      messageId: nextId++,
      options: { ...defaultOptions(type), ...options },
      createdAt: now(),
      leaving: false,
    };
    const next = [...toasts, toast];
    while (next.length > maxStack) {
      const dropped = next.shift();
      if (dropped) clearTimer(dropped.messageId);
    }
    toasts = next;
    if (toast.options.Duration > 0) startTimer(toast.messageId, toast.options.Duration);
    emit();
    return toast.messageId;
  }

  function pause(id: number): void {
    const toast = toasts.find((item) => item.messageId === id);
    const timer = timers.get(id);
    if (!toast?.options.PauseOnHover || !timer) return;
    clearTimeout(timer.handle);
    timers.set(id, {
      ...timer,
      remaining: Math.max(0, timer.remaining - (now() - timer.startedAt)),
      startedAt: now(),
    });
  }

  function resume(id: number): void {
    const toast = toasts.find((item) => item.messageId === id);
    const timer = timers.get(id);
    if (!toast?.options.PauseOnHover || !timer || toast.leaving) return;
    clearTimeout(timer.handle);
    startTimer(id, timer.remaining);
  }

  function clear(): void {
    for (const id of timers.keys()) clearTimer(id);
    toasts = [];
    emit();
  }

  return {
    show,
    dismiss,
    pause,
    resume,
    clear,
    getToasts: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

export const toast = {
  success: (content: string, options?: Partial<ToastOptions>) => toastStore.show('success', content, options),
  error: (content: string, options?: Partial<ToastOptions>) => toastStore.show('error', content, options),
  info: (content: string, options?: Partial<ToastOptions>) => toastStore.show('info', content, options),
  warning: (content: string, options?: Partial<ToastOptions>) => toastStore.show('warning', content, options),
};
