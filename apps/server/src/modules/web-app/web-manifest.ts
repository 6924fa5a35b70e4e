import { brandingSchema, type Brand } from '@patron/contracts';
import { z } from 'zod';

/** The web app manifest the server builds (the fields it sets of the W3C manifest). */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() }),
  ),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

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
