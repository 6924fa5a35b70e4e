import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { BOOT_DATA_IDS, BOOTSTRAP_METADATA_TYPES } from '@patron/contracts';
import type { MetadataService } from '../metadata/metadata.service';
import { jsonDataBlock } from './json-data-block';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A portal page with its tenant's bootstrap data, in each encoding. */
export interface BootDocument {
  etag: string;
  body: (encoding: ContentEncoding) => Buffer;
}

/**
 * The two metadata requests of the web's bootstrap (docs/product.md#metadata-and-brands), as the web spells
 * their paths.
 */
const METADATA_REQUESTS = [
  { id: BOOT_DATA_IDS.clientAccount, types: 'ClientAccount' },
  { id: BOOT_DATA_IDS.bootstrapMetadata, types: BOOTSTRAP_METADATA_TYPES.join(',') },
] as const;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

const etagOf = (html: Buffer) => `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;

/**
 * Compressed once per page, off the event loop, at the highest settings: a page goes out many times
 * for each time it is assembled, and brotli's top quality takes a tenth off its bytes.
 */
async function encoded(html: Buffer, etag: string): Promise<BootDocument> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  const bodies: Record<ContentEncoding, Buffer> = { identity: html, br, gzip: gz };
  return { etag, body: (encoding) => bodies[encoding] };
}

/**
 * First load: the page of a tenant carries what its first render would otherwise ask for after the
 * entry script has run: the answers of the two bootstrap metadata requests, byte for byte those of
 * `GET /api/MetaData/…`, and the default language's catalog. The metadata comes from the metadata
 * service's snapshot (so an operator's edit shows as soon as it does there); a page is assembled
 * once per snapshot and compressed again only when its bytes changed.
 */
export function createBootDocument(deps: {
  metadataService: MetadataService;
  indexHtml: string;
  catalog?: { language: string; json: string };
}) {
  const end = deps.indexHtml.lastIndexOf('</body>');
  const head = deps.indexHtml.slice(0, end);
  const tail = deps.indexHtml.slice(end);
  const catalog = deps.catalog
    ? jsonDataBlock(BOOT_DATA_IDS.catalog, `/assets/l10n/${deps.catalog.language}.json`, deps.catalog.json)
    : '';
  const bySnapshot = new WeakMap<Map<string, unknown>, Promise<BootDocument>>();
  // Each tenant's last page by its bytes, taken before compressing: two snapshots assembled at once
  // with the same bytes share one compression.
  const latest = new Map<string, { etag: string; document: Promise<BootDocument> }>();

  async function metadataBlocks(tenantId: string): Promise<string[]> {
    return Promise.all(
      METADATA_REQUESTS.map(async ({ id, types }) => {
        try {
          const { body } = await deps.metadataService.getSerialized(tenantId, types);
          return jsonDataBlock(id, `/api/MetaData/${types}`, body);
        } catch {
          // Not configured: the page asks, and gets the error it always got.
          return '';
        }
      }),
    );
  }

  async function assemble(tenantId: string): Promise<BootDocument> {
    const blocks = [...(await metadataBlocks(tenantId)), catalog].filter(Boolean);
    const html = Buffer.from(`${head}${blocks.join('\n')}\n${tail}`);
    const etag = etagOf(html);
    const previous = latest.get(tenantId);
    if (previous?.etag === etag) return previous.document;
    const document = encoded(html, etag);
    latest.set(tenantId, { etag, document });
    document.catch(() => {
      if (latest.get(tenantId)?.document === document) latest.delete(tenantId);
    });
    return document;
  }

  /** The page for this tenant, or undefined when index.html has no body to carry the data. */
  return async (tenantId: string): Promise<BootDocument | undefined> => {
    if (end < 0) return undefined;
    const snapshot = await deps.metadataService.all(tenantId);
    let document = bySnapshot.get(snapshot);
    if (!document) {
      document = assemble(tenantId);
      bySnapshot.set(snapshot, document);
      document.catch(() => bySnapshot.delete(snapshot));
    }
    return document;
  };
}
