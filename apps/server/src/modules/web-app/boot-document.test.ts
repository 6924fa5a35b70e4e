import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BOOTSTRAP_METADATA_TYPES } from '@patron/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { MetadataRepository } from '../metadata/metadata.repository';
import { createMetadataService } from '../metadata/metadata.service';
import { createBootDocument } from './boot-document';

const INDEX =
  '<!doctype html><html><head><title>Patron Portal</title></head><body><div id="root"></div></body></html>';
const HOSTILE = '</script><script>alert(1)</script><!-- </SCRIPT >';
const BOOTSTRAP_URL = `/api/MetaData/${BOOTSTRAP_METADATA_TYPES.join(',')}`;

function setup(options: { indexHtml?: string; data?: Record<string, Record<string, unknown>> } = {}) {
  const data = options.data ?? {
    'tenant-a': {
      ...Object.fromEntries(BOOTSTRAP_METADATA_TYPES.map((type) => [type, {}])),
      ClientAccount: { account: { hash: 'a47c0b93e15d', name: HOSTILE } },
      Branding: { currentBranding: 'naskila', note: HOSTILE },
      KioskMode: { logoutIdleTimeKiosk: 30 },
    },
    'tenant-b': { ClientAccount: { account: { hash: 'bbbbbbbbbbbb', name: 'B' } }, Branding: {} },
  };
  const findAll = vi.fn(async (tenantId: string) => new Map(Object.entries(data[tenantId] ?? {})));
  let clock = 0;
  const metadataService = createMetadataService({
    metadataRepository: { findAll, findByTypes: vi.fn() } as unknown as MetadataRepository,
    cacheMs: 1000,
    now: () => clock,
  });
  const documentFor = createBootDocument({
    metadataService,
    indexHtml: options.indexHtml ?? INDEX,
    catalog: { language: 'en-US', json: JSON.stringify({ app: { name: HOSTILE } }) },
  });
  return { data, findAll, metadataService, documentFor, tick: (ms: number) => (clock += ms) };
}

/** The data blocks as a browser's parser sees them: each ends at the first `</script`. */
function blocksOf(html: string) {
  const blocks = new Map<string, { url: string; text: string }>();
  for (const [, id = '', url = '', text = ''] of html.matchAll(
    /<script type="application\/json" id="([^"]+)" data-url="([^"]+)">([\s\S]*?)<\/script/gi,
  )) {
    blocks.set(id, { url, text });
  }
  return blocks;
}

const htmlOf = async (documentFor: ReturnType<typeof setup>['documentFor'], tenantId: string) => {
  const document = await documentFor(tenantId);
  if (!document) throw new Error('no document');
  return document.body('identity').toString();
};

describe('the page with its bootstrap data', () => {
  it('carries byte for byte the answers of the two metadata requests and the catalog, before </body>', async () => {
    const { documentFor, metadataService } = setup();
    const html = await htmlOf(documentFor, 'tenant-a');
    const blocks = blocksOf(html);
    expect([...blocks.keys()]).toEqual(['boot-client-account', 'boot-metadata', 'boot-l10n']);
    expect(blocks.get('boot-client-account')?.url).toBe('/api/MetaData/ClientAccount');
    expect(blocks.get('boot-metadata')?.url).toBe(BOOTSTRAP_URL);
    expect(blocks.get('boot-l10n')?.url).toBe('/assets/l10n/en-US.json');
    const account = await metadataService.getSerialized('tenant-a', 'ClientAccount');
    const bootstrap = await metadataService.getSerialized('tenant-a', BOOTSTRAP_METADATA_TYPES.join(','));
    expect(JSON.parse(blocks.get('boot-client-account')?.text ?? '')).toEqual(JSON.parse(account.body));
    expect(blocks.get('boot-client-account')?.text).toBe(account.body.replace(/</g, '\\u003c'));
    expect(blocks.get('boot-metadata')?.text).toBe(bootstrap.body.replace(/</g, '\\u003c'));
    expect(
      html.startsWith(
        '<!doctype html><html><head><title>Patron Portal</title></head><body><div id="root"></div><script',
      ),
    ).toBe(true);
    expect(html.endsWith('</script>\n</body></html>')).toBe(true);
  });

  it('escapes `<` so no value can close its block or open a comment, and reads back the same', async () => {
    const { documentFor } = setup();
    const html = await htmlOf(documentFor, 'tenant-a');
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const blocks = blocksOf(html);
    expect(JSON.parse(blocks.get('boot-client-account')?.text ?? '').account.name).toBe(HOSTILE);
    expect(JSON.parse(blocks.get('boot-l10n')?.text ?? '').app.name).toBe(HOSTILE);
  });

  it("gives each tenant its own data, and leaves out a request the tenant's metadata cannot answer", async () => {
    const { documentFor } = setup();
    const b = blocksOf(await htmlOf(documentFor, 'tenant-b'));
    expect(JSON.parse(b.get('boot-client-account')?.text ?? '').account.hash).toBe('bbbbbbbbbbbb');
    // tenant-b has no SsoProviders, KioskMode…: GET answers 404, so the page asks and gets it.
    expect(b.has('boot-metadata')).toBe(false);
    expect(b.has('boot-l10n')).toBe(true);
  });

  it("reads through the metadata service's cache: an operator's edit shows when it expires", async () => {
    const { documentFor, data, findAll, tick } = setup();
    const first = await documentFor('tenant-a');
    data['tenant-a'] = {
      ...data['tenant-a'],
      ClientAccount: { account: { hash: 'a47c0b93e15d', name: 'Renamed' } },
    };
    tick(999);
    expect(await documentFor('tenant-a')).toBe(first);
    expect(findAll).toHaveBeenCalledTimes(1);
    tick(1);
    const html = await htmlOf(documentFor, 'tenant-a');
    expect(findAll).toHaveBeenCalledTimes(2);
    expect(JSON.parse(blocksOf(html).get('boot-client-account')?.text ?? '').account.name).toBe('Renamed');
  });

  it('compresses once per content, and a new snapshot with the same bytes keeps the same page', async () => {
    const { documentFor, tick } = setup();
    const first = await documentFor('tenant-a');
    tick(1000);
    const again = await documentFor('tenant-a');
    expect(again).toBe(first);
    const identity = first?.body('identity');
    expect(brotliDecompressSync(first?.body('br') ?? Buffer.alloc(0))).toEqual(identity);
    expect(gunzipSync(first?.body('gzip') ?? Buffer.alloc(0))).toEqual(identity);
    expect(first?.etag).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it('compresses a page once when two snapshots with the same bytes are assembled at the same time', async () => {
    const { documentFor, tick } = setup();
    const first = documentFor('tenant-a');
    tick(1000);
    const second = documentFor('tenant-a');
    expect(await second).toBe(await first);
  });

  it('writes nothing into a page without a body', async () => {
    const { documentFor } = setup({ indexHtml: '<!doctype html><title>Patron Portal</title>' });
    expect(await documentFor('tenant-a')).toBeUndefined();
  });
});
