import { STORAGE_KEYS, userSettingsSchema, type UserSettings } from '@patron/contracts';
import { useSyncExternalStore } from 'react';
import { readItem, readJson, writeItem } from '../storage/local-store';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: UserSettings = parseSettings(undefined);

export function parseSettings(value: unknown): UserSettings {
  const source = value && typeof value === 'object' ? value : {};
  return userSettingsSchema.parse(source);
}

export function getSettings(): UserSettings {
  const raw = readItem(STORAGE_KEYS.settings);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSettings(readJson(STORAGE_KEYS.settings));
  }
  return cached;
}

export function updateSettings(patch: Partial<UserSettings>): UserSettings {
  const next = parseSettings({ ...getSettings(), ...patch });
  writeItem(STORAGE_KEYS.settings, JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): UserSettings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
