import { STORAGE_KEYS, type UserSettings } from '@patron/contracts';
import { useSyncExternalStore } from 'react';
import { readItem, readJson, writeItem } from '../storage/local-store';
import { INVALID } from '../validate/checks';
import { userSettingsCheck } from '../validate/settings-check';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: UserSettings = parseSettings(undefined);

export function parseSettings(value: unknown): UserSettings {
  const source = value && typeof value === 'object' ? value : {};
  const settings = userSettingsCheck(source);
  // Every field has a fallback, so only a non-object could fail, and `source` is an object.
  if (settings === INVALID) throw new Error('unreachable: settings without their fallbacks');
  return settings;
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
