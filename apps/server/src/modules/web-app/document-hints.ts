import { entryRouteOf, type EntryRoute } from '@patron/contracts';
import type { MetadataService } from '../metadata/metadata.service';
import type { EntryRouteFiles, readEntryRouteFiles } from './entry-route-files';

/**
 * A path of this site only (the CSP allows no other origin for images, scripts or styles), in
 * printable ASCII: Node refuses to send a header with any other character, and the page would fail.
 */
export const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && /^\/(?!\/)[!-~]*$/.test(url) && !/[<>,;"]/.test(url);

type BrandingLike = { themes?: Record<string, { settings?: { logo?: unknown } } | string> };

function logoOf(branding: unknown): string | undefined {
  const themes = (branding as BrandingLike | undefined)?.themes;
  const name = themes?.default;
  const theme = typeof name === 'string' ? themes?.[name] : undefined;
  const logo = typeof theme === 'object' ? theme.settings?.logo : undefined;
  return isSitePath(logo) ? logo : undefined;
}

function routeLinks(files: EntryRouteFiles): string[] {
  return [
    ...files.scripts.map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ...files.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`),
  ];
}

/**
 * Issue 10: the `Link` header of a portal page names what its first screen asks for only once the
 * entry script has run: the entry route's chunks and styles, and the brand's logo (the sign-in
 * page's largest paint). They then load beside the entry script rather than after it.
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
  const logos = new WeakMap<Map<string, unknown>, string[]>();
  return async (tenantId: string, pathname: string): Promise<string | undefined> => {
    const route = entryRouteOf(pathname);
    if (!route) return undefined;
    const all = await deps.metadataService.all(tenantId);
    let logo = logos.get(all);
    if (!logo) {
      const url = logoOf(all.get('Branding'));
      // At the default low priority Chrome held it back until the page's scripts were in (issue 10).
      logo = url ? [`<${url}>; rel=preload; as=image; fetchpriority=high`] : [];
      logos.set(all, logo);
    }
    const links = [...document, ...logo, ...routes[route]];
    return links.length > 0 ? links.join(', ') : undefined;
  };
}
