import { brandingSchema, type Brand } from '@patron/contracts';

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A home-screen label: the name's first words, as long as they fit about 15 characters. */
export function shortNameOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > 15) break;
    short = `${short} ${word}`;
  }
  return short;
}

const iconPath = (iconUri: string, file: string) => iconUri.replace(/[^/]*$/, file);

/** The installable-app manifest of one tenant, from its name and Branding metadata. */
export function webManifestOf(tenant: { brand: Brand; name: string }, branding: unknown): WebManifest {
  const b = brandingSchema.parse(branding);
  const theme = b.themes[b.themes.default].cssProps;
  return {
    id: '/',
    name: tenant.name,
    short_name: shortNameOf(tenant.name),
    description: `${tenant.name} Players Club: your points, rewards and offers`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme['--color-primary'] ?? '#000000',
    background_color: theme['--color-background'] ?? '#ffffff',
    icons: [
      { src: b.iconUri, sizes: 'any', type: 'image/svg+xml' },
      { src: iconPath(b.iconUri, 'icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconPath(b.iconUri, 'icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconPath(b.iconUri, 'icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
