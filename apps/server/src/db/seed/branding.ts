import type { Branding, BrandTheme, ThemeToken } from '@patron/contracts';
import { contrastRatio } from '../../lib/contrast';
import type { BrandProfile } from './brands';

const NEUTRALS = {
  light: {
    onSurface: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    danger: '#b91c1c',
    warning: '#b45309',
    success: '#15803d',
    info: '#1d4ed8',
  },
  dark: {
    onSurface: '#f3f4f6',
    muted: '#a1a1aa',
    border: '#3f3f46',
    danger: '#f87171',
    warning: '#fbbf24',
    success: '#4ade80',
    info: '#60a5fa',
  },
} as const;

function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}

export function assetPath(brand: string, file: string): string {
  return `/assets/brands/${brand}/${file}`;
}

function theme(profile: BrandProfile, mode: 'light' | 'dark'): BrandTheme {
  const p = profile[mode];
  const n = NEUTRALS[mode];
  const cssProps: Record<ThemeToken, string> = {
    '--color-primary': p.primary,
    '--color-on-primary': readableOn(p.primary),
    '--color-accent': p.accent,
    '--color-background': p.background,
    '--color-surface': p.surface,
    '--color-on-surface': n.onSurface,
    '--color-muted': n.muted,
    '--color-border': n.border,
    '--color-danger': n.danger,
    '--color-warning': n.warning,
    '--color-success': n.success,
    '--color-info': n.info,
    '--font-body': profile.fontBody,
    '--font-heading': profile.fontHeading,
    '--radius': profile.radius,
  };
  return {
    settings: {
      logo: assetPath(profile.brand, 'logo.svg'),
      banner: assetPath(profile.brand, 'banner.svg'),
      appLoader: assetPath(profile.brand, 'loader.svg'),
    },
    cssProps,
  };
}

/** docs/design.md#web-app: elite → lucid and bally → condensed; other brands follow the spec's own rules. */
const LAYOUT_BY_BRAND: Partial<Record<string, Branding['layout']>> = { elite: 'lucid', bally: 'condensed' };

export function buildBranding(profile: BrandProfile): Branding {
  const layout = LAYOUT_BY_BRAND[profile.brand];
  return {
    currentBranding: profile.brand,
    ...(layout ? { layout } : {}),
    iconUri: assetPath(profile.brand, 'icon.svg'),
    appPaths: { loginPath: '/session/login' },
    themes: { default: 'light', light: theme(profile, 'light'), dark: theme(profile, 'dark') },
  };
}
