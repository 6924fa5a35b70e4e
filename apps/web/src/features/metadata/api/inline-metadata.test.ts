import { BOOTSTRAP_METADATA_TYPES, STORAGE_KEYS } from '@patron/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { addInlineBlock, removeInlineBlocks } from '../../../test/inline-blocks';
import { jsonResponse } from '../../../test/render';

const ACCOUNT_URL = '/api/MetaData/ClientAccount';
const BOOTSTRAP_URL = `/api/MetaData/${BOOTSTRAP_METADATA_TYPES.join(',')}`;
const account = (name: string) => ({
  account: { hash: 'a47c0b93e15d', name, clientLogoUrl: '/assets/brands/naskila/logo.svg' },
  localizations: [{ locale: 'en-US', title: 'English' }],
});
const bootstrap = (sso: string) => [
  { type: 'SsoProviders', metadata: [{ kind: 'Login', type: sso, authEndpoint: '/oidc' }] },
];

function fetchedAnswers() {
  return fakeApi({
    [`GET ${ACCOUNT_URL}`]: () => jsonResponse(200, account('Fetched')),
    [`GET ${BOOTSTRAP_URL}`]: () => jsonResponse(200, bootstrap('fetched')),
  });
}

function inlineBlocks(accountText = JSON.stringify(account('Inline')), accountUrl = ACCOUNT_URL) {
  addInlineBlock('boot-client-account', accountUrl, accountText);
  addInlineBlock('boot-metadata', BOOTSTRAP_URL, JSON.stringify(bootstrap('inline')));
}

/** Fresh resources for each test: they are the app's singletons. */
async function load() {
  const metadata = await import('./get-metadata');
  const { seedInlineMetadata } = await import('./inline-metadata');
  const { clearResponseCache } = await import('../../../shared/query/response-cache');
  seedInlineMetadata();
  await Promise.all([metadata.clientAccountResource.load(), metadata.bootstrapMetadataResource.load()]);
  return {
    ...metadata,
    clearResponseCache,
    accountName: () => metadata.clientAccountResource.getState().data?.account.name,
    sso: () => metadata.bootstrapMetadataResource.getState().data?.ssoProviders[0]?.type,
  };
}

beforeEach(() => vi.resetModules());
afterEach(removeInlineBlocks);

describe('bootstrap metadata written into the page', () => {
  it('is the first answer of both requests: nothing is fetched', async () => {
    const api = fetchedAnswers();
    inlineBlocks();
    const app = await load();
    expect(app.accountName()).toBe('Inline');
    expect(app.sso()).toBe('inline');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('is ignored under a stored X-Target: both requests go out, naming that tenant', async () => {
    localStorage.setItem(STORAGE_KEYS.xTarget, 'rwlv');
    const api = fetchedAnswers();
    inlineBlocks();
    const app = await load();
    expect(app.accountName()).toBe('Fetched');
    expect(app.sso()).toBe('fetched');
    expect(api.calls('GET', ACCOUNT_URL)[0]?.headers['X-Target']).toBe('rwlv');
    expect(api.calls('GET', BOOTSTRAP_URL)).toHaveLength(1);
  });

  it('is fetched when the page has no data (the service worker’s copy of index.html)', async () => {
    const api = fetchedAnswers();
    const app = await load();
    expect(app.accountName()).toBe('Fetched');
    expect(api.seen).toHaveLength(2);
  });

  it('is fetched, request by request, when a block answers another request or is not valid metadata', async () => {
    const api = fetchedAnswers();
    inlineBlocks(JSON.stringify(account('Inline')), '/api/MetaData/Branding');
    let app = await load();
    expect(app.accountName()).toBe('Fetched');
    expect(app.sso()).toBe('inline');
    expect(api.calls('GET', ACCOUNT_URL)).toHaveLength(1);
    expect(api.calls('GET', BOOTSTRAP_URL)).toHaveLength(0);

    removeInlineBlocks();
    vi.resetModules();
    inlineBlocks(JSON.stringify({ account: { hash: 'not a hash' } }));
    app = await load();
    expect(app.accountName()).toBe('Fetched');
    expect(api.calls('GET', ACCOUNT_URL)).toHaveLength(2);
  });

  it('is fetched again after a login or logout, as fetched data is', async () => {
    const api = fetchedAnswers();
    inlineBlocks();
    const app = await load();
    const unsubscribe = app.clientAccountResource.subscribe(() => undefined);
    app.clearResponseCache();
    await vi.waitFor(() => expect(app.accountName()).toBe('Fetched'));
    await app.bootstrapMetadataResource.load();
    expect(app.sso()).toBe('fetched');
    expect(api.seen).toHaveLength(2);
    unsubscribe();
  });
});
