import { STORAGE_KEYS } from '@patron/contracts';

/**
 * What an update keeps: the session (an update does not sign the player out), the sticky device
 * modes, the developer overrides and the player's settings. Everything else the app stored is
 * "the stored app state" of docs/product.md#app-updates and is cleared when the version changes.
 */
const KEPT_KEYS: readonly string[] = [
  STORAGE_KEYS.currentUser,
  STORAGE_KEYS.remoteLogin,
  STORAGE_KEYS.kioskMode,
  STORAGE_KEYS.tabletMode,
  STORAGE_KEYS.externalViewMode,
  STORAGE_KEYS.xTarget,
  STORAGE_KEYS.cacheTtl,
  STORAGE_KEYS.pseudoLocale,
  STORAGE_KEYS.settings,
  STORAGE_KEYS.appVersion,
];

export function clearStoredAppState(local: Storage, session: Storage): void {
  for (const key of Object.keys(local)) {
    if (!KEPT_KEYS.includes(key)) local.removeItem(key);
  }
  session.clear();
}

export interface VersionChange {
  storage: Storage;
  sessionStorage: Storage;
  /** The update-available signal. */
  signal: (version: string) => void;
  /** docs/product.md#app-updates: cleared "by default". */
  clearState?: boolean;
}

/**
 * docs/product.md#app-updates version check: when the stored APP_VERSION differs from `version`, the
 * update-available signal fires, the stored app state is cleared and the new version is saved. True when it
 * changed.
 */
export function applyVersion(version: string, change: VersionChange): boolean {
  const stored = change.storage.getItem(STORAGE_KEYS.appVersion);
  if (stored === version) return false;
  change.signal(version);
  if (change.clearState ?? true) clearStoredAppState(change.storage, change.sessionStorage);
  change.storage.setItem(STORAGE_KEYS.appVersion, version);
  return true;
}
