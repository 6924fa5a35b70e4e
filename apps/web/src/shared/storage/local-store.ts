import { STORAGE_KEYS } from '@patron/contracts';

type FlagKey =
  typeof STORAGE_KEYS.kioskMode | typeof STORAGE_KEYS.tabletMode | typeof STORAGE_KEYS.externalViewMode;

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the app keeps working without persistence.
  }
}

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // see writeItem
  }
}

export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** docs/product.md#metadata-and-brands: the sticky mode flags are set to '1'. */
export function isFlagSet(key: FlagKey): boolean {
  return readItem(key) === '1';
}

export function setFlag(key: FlagKey): void {
  writeItem(key, '1');
}

export function readModeFlags(): { kioskMode: boolean; tabletMode: boolean } {
  return { kioskMode: isFlagSet(STORAGE_KEYS.kioskMode), tabletMode: isFlagSet(STORAGE_KEYS.tabletMode) };
}
