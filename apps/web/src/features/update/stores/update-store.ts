import { useSyncExternalStore } from 'react';

export interface UpdateState {
  /** The update-available signal has fired: the blocking prompt shows. */
  available: boolean;
  version: string | null;
}

let state: UpdateState = { available: false, version: null };
const listeners = new Set<() => void>();
let activate: () => void = () => window.location.reload();

export function announceUpdate(version: string | null): void {
  state = { available: true, version };
  for (const listener of listeners) listener();
}

/**
 * docs/product.md#app-updates: starting the update activates the waiting service worker, which then reloads
 * the tab.
 */
export function setUpdateActivator(activator: () => void): void {
  activate = activator;
}

export function startUpdate(): void {
  activate();
}

export function resetUpdateState(): void {
  state = { available: false, version: null };
  activate = () => window.location.reload();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
