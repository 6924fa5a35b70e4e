import { entryRouteOf, type EntryRoute } from '@patron/contracts';
import type { MetadataService } from '../metadata/metadata.service';
import type { EntryRouteFiles, readEntryRouteFiles } from './entry-route-files';

/**
 * A path of this site only (the CSP allows no other origin for images, scripts or styles), in
 * printable ASCII: Node refuses to send a header with any other character, and the page would fail.
 * No backslash: browsers read `/\host/x.svg` as `//host/x.svg`, another site.
 */
export const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && /^\/(?!\/)[!-~]*$/.test(url) && !/[<>,;"\\]/.test(url);

type ThemeImage = 'logo' | 'appLoader';
type BrandingLike = { themes?: Record<string, { settings?: Partial<Record<ThemeImage, unknown>> } | string> };

/** An image of the brand's default theme, when it is a path of this site. */
function themeImageOf(branding: unknown, image: ThemeImage): string | undefined {
  const themes = (branding as BrandingLike | undefined)?.themes;
  const name = themes?.default;
  const theme = typeof name === 'string' ? themes?.[name] : undefined;
  const url = typeof theme === 'object' ? theme.settings?.[image] : undefined;
  return isSitePath(url) ? url : undefined;
}

/** The brand's images each entry route's first screen shows, as preload links. */
export function brandImageLinks(branding: unknown): Record<EntryRoute, string[]> {
  const logo = themeImageOf(branding, 'logo');
  const loader = themeImageOf(branding, 'appLoader');
  // At the default low priority Chrome held the logo back until the page's scripts were in.
  const logoLinks = logo ? [`<${logo}>; rel=preload; as=image; fetchpriority=high`] : [];
  // The home shows the brand's loader while the profile and the cards' first answers are on their
  // way: asked for only once the scripts had run, it came a round trip after them.
  const loaderLinks = loader && loader !== logo ? [`<${loader}>; rel=preload; as=image`] : [];
  return { signIn: logoLinks, home: [...logoLinks, ...loaderLinks] };
}

function routeLinks(files: EntryRouteFiles): string[] {
  return [
    ...files.scripts.map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ...files.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`),
  ];
}

/**
 * First load: the `Link` header of a portal page names what its first screen asks for only once the
 * entry script has run: the entry route's chunks and styles, the brand's logo (the sign-in page's
 * largest paint) and, on the home, its loader. They then load beside the entry script rather than
 * after it.
 */
export function createDocumentHints(deps: {
  metadataService: MetadataService;
  entryRouteFiles: ReturnType<typeof readEntryRouteFiles>;
}) {
  const files = deps.entryRouteFiles;
  // The page's own script and style come first: the route's files must not hold them back.
  const document = files ? routeLinks(files.document) : [];
  const routes: Record<EntryRoute, string[]> = {
    signIn: files ? routeLinks(files.signIn) : [],
    home: files ? routeLinks(files.home) : [],
  };
  const images = new WeakMap<Map<string, unknown>, Record<EntryRoute, string[]>>();
  return async (tenantId: string, pathname: string): Promise<string | undefined> => {
    const route = entryRouteOf(pathname);
    if (!route) return undefined;
    const all = await deps.metadataService.all(tenantId);
    let brandImages = images.get(all);
    if (!brandImages) {
      brandImages = brandImageLinks(all.get('Branding'));
      images.set(all, brandImages);
    }
    const links = [...document, ...brandImages[route], ...routes[route]];
    return links.length > 0 ? links.join(', ') : undefined;
  };
}
