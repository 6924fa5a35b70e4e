import { STORAGE_KEYS, type CurrentUser, type TokenResponse } from '@patron/contracts';
import { useSyncExternalStore } from 'react';
import { clearResponseCache } from '../query/response-cache';
import { readJson, removeItem, writeItem } from '../storage/local-store';
import { parse } from '../validate/checks';
import { currentUserCheck } from '../validate/session-checks';

/*
 * The session's state and its readers. Sign-in and sign-out go through session-lifecycle.ts
 * (startSession / endSession); only it and the token refresh write here.
 */
type SessionEvent = 'login' | 'logout';
const listeners = new Set<() => void>();
const eventListeners = new Set<(event: SessionEvent) => void>();

let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;
/** docs/product.md#sign-in: an impersonated patron session is never written to storage; a reload ends it. */
let memoryUser: CurrentUser | null = null;

export function getCurrentUser(): CurrentUser | null {
  if (memoryUser) return memoryUser;
  const raw = localStorage.getItem(STORAGE_KEYS.currentUser);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parse(currentUserCheck, readJson(STORAGE_KEYS.currentUser)) ?? null;
  return cachedUser;
}

/** docs/product.md#sign-in: logged in whenever an access token exists in local storage. */
export function isLoggedIn(): boolean {
  return Boolean(getCurrentUser()?.access_token);
}

export function storeSession(token: TokenResponse | CurrentUser): void {
  const user: CurrentUser = {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    'as:client_id': token['as:client_id'],
  };
  memoryUser = null;
  writeItem(STORAGE_KEYS.currentUser, JSON.stringify({ ...token, ...user }));
  notify();
}

/**
 * Manager impersonation (docs/product.md#sign-in): resets the stored session and keeps the new one in memory
 * only.
 */
export function storeMemorySession(token: TokenResponse): void {
  removeItem(STORAGE_KEYS.currentUser);
  removeItem(STORAGE_KEYS.remoteLogin);
  memoryUser = { access_token: token.access_token };
  notify();
}

/**
 * Set while a logout moves to its destination, so the guards do not race it to the login path
 * (the kiosk exit location, the mobile unauthorized redirect URI, the management logout).
 */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export function endSignOut(): void {
  if (!signingOut) return;
  signingOut = false;
  notify();
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function isMemorySession(): boolean {
  return memoryUser !== null;
}

export function announce(event: SessionEvent): void {
  for (const listener of eventListeners) listener(event);
}

export function clearSession(): void {
  memoryUser = null;
  removeItem(STORAGE_KEYS.currentUser);
  removeItem(STORAGE_KEYS.remoteLogin);
  notify();
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * A login or logout in another tab (docs/product.md#web-behaviour clears the response cache on both): the
 * previous player's responses must not stay on screen here. A refresh there keeps both values non-null.
 */
function onOtherTabSession(event: StorageEvent): void {
  const signedInOrOut =
    event.key === null ||
    (event.key === STORAGE_KEYS.currentUser && (event.oldValue === null) !== (event.newValue === null));
  if (signedInOrOut) clearResponseCache();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTabSession);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.currentUser || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}

export function useIsLoggedIn(): boolean {
  return Boolean(useCurrentUser()?.access_token);
}
