import { useSyncExternalStore } from 'react';
import { onSessionEvent } from '../../session/session-store';

/** Cards the player closed stay closed until they reopen them, sign out or the page reloads. */
let closed: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function closeCard(id: string): void {
  closed = new Set([...closed, id]);
  emit();
}

export function reopenCards(): void {
  closed = new Set();
  emit();
}

// The next player at a kiosk starts with every card shown.
onSessionEvent(() => reopenCards());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClosedCards(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => closed,
    () => closed,
  );
}
