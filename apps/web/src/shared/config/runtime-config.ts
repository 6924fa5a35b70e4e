/**
 * Values a deployment may change without touching code: set them as VITE_* variables at build time.
 * The social dialogs are the providers' public OAuth endpoints; tests and demos point them elsewhere.
 */
export interface RuntimeConfig {
  facebookDialogUrl: string;
  googleDialogUrl: string;
}

const DEFAULTS: RuntimeConfig = {
  facebookDialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
  googleDialogUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
};

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const runtimeConfig: RuntimeConfig = {
  facebookDialogUrl: pick(import.meta.env.VITE_FACEBOOK_DIALOG_URL, DEFAULTS.facebookDialogUrl),
  googleDialogUrl: pick(import.meta.env.VITE_GOOGLE_DIALOG_URL, DEFAULTS.googleDialogUrl),
};
