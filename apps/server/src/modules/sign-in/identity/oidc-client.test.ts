import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevOidcProvider, type DevOidcProvider } from '../../../dev/oidc-provider';
import { createOidcTestBrowser, createPkcePair, mintDevIdToken } from '../../../dev/oidc-test-flow';
import { closedPortUrl, expectVerificationError } from '../../../test/verification';
import { createOidcVerifier, type OidcVerifier } from './oidc-client';

const redirectUri = 'http://naskila.localhost:8080/okta-token';
const postLogoutRedirectUri = 'http://naskila.localhost:8080/';
const kid = 'test-signing-key';
let idp: DevOidcProvider;
let signingKey: CryptoKey;
let verifier: OidcVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  idp = await startDevOidcProvider({
    port: 0,
    signingKey: { ...(await exportJWK(pair.privateKey)), kid, alg: 'RS256', use: 'sig' },
    clients: [
      {
        clientId: 'player-portal',
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
      },
      { clientId: 'portal-backend', clientSecret: 'backend-secret-0123456789', redirectUris: [redirectUri] },
    ],
  });
  verifier = createOidcVerifier({
    issuerUrl: idp.issuer,
    clientId: 'player-portal',
    redirectUri,
    allowInsecureHttp: true,
  });
});
afterAll(() => idp.close());

const rejects = expectVerificationError;

const now = () => Math.floor(Date.now() / 1000);
const mint = (overrides: JWTPayload = {}, key: CryptoKey = signingKey) =>
  new SignJWT({
    iss: idp.issuer,
    aud: 'player-portal',
    sub: 'okta-demo-001',
    nonce: 'n-1',
    iat: now(),
    exp: now() + 300,
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);

const signIn = async (clientId = 'player-portal', nonce = 'n-code') => {
  const { codeVerifier, codeChallenge } = createPkcePair();
  const client = createOidcVerifier({
    issuerUrl: idp.issuer,
    clientId,
    redirectUri,
    allowInsecureHttp: true,
  });
  const authorizationUrl = await client.authorizationUrl({ state: 's-1', codeChallenge, nonce });
  const callback = await createOidcTestBrowser().signIn({ authorizationUrl, redirectUri });
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    codeVerifier,
  };
};

describe('OIDC id_token verification', () => {
  it('accepts an id_token issued by the dev provider and returns its claims', async () => {
    const { idToken } = await mintDevIdToken({
      issuer: idp.issuer,
      clientId: 'player-portal',
      redirectUri,
      nonce: 'n-1',
    });
    const claims = await verifier.verifyIdToken(idToken, { nonce: 'n-1' });
    expect(claims).toMatchObject({ sub: 'okta-demo-001', email: 'demo@example.test', name: 'Demo Player' });
  });

  it('accepts a well-formed token of our own minting (the JWKS vouches for the key)', async () => {
    await expect(verifier.verifyIdToken(await mint())).resolves.toMatchObject({ sub: 'okta-demo-001' });
  });

  it('rejects another audience', async () => {
    await rejects(verifier.verifyIdToken(await mint({ aud: 'someone-else' })), 'audience');
  });

  it('rejects several audiences without azp naming us', async () => {
    await rejects(verifier.verifyIdToken(await mint({ aud: ['player-portal', 'x'], azp: 'x' })), 'audience');
  });

  it('rejects an expired token', async () => {
    await rejects(verifier.verifyIdToken(await mint({ exp: now() - 120 })), 'expired');
  });

  it('rejects another issuer', async () => {
    await rejects(verifier.verifyIdToken(await mint({ iss: 'https://evil.example' })), 'issuer');
  });

  it('rejects a wrong or missing nonce when one is expected', async () => {
    await rejects(verifier.verifyIdToken(await mint(), { nonce: 'other' }), 'nonce');
    await rejects(verifier.verifyIdToken(await mint({ nonce: undefined }), { nonce: 'n-1' }), 'nonce');
  });

  it('rejects a tampered payload', async () => {
    const { idToken } = await mintDevIdToken({ issuer: idp.issuer, clientId: 'player-portal', redirectUri });
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'okta-admin' })).toString('base64url');
    await rejects(verifier.verifyIdToken(`${header}.${forged}.${signature}`), 'signature');
  });

  it('rejects a token signed by a key the IdP does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await rejects(verifier.verifyIdToken(await mint({}, privateKey)), 'signature');
  });

  it('rejects an unsigned token and garbage', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iss: idp.issuer, aud: 'player-portal', sub: 'x', exp: now() + 60, iat: now() }),
    ).toString('base64url')}.`;
    await rejects(verifier.verifyIdToken(unsigned), 'malformed');
    await rejects(verifier.verifyIdToken('not.a.jwt'), 'malformed');
  });
});

describe('OIDC code flow with PKCE', () => {
  it('exchanges the code for validated claims and the id_token', async () => {
    const { code, state, codeVerifier } = await signIn();
    const result = await verifier.exchangeCode({
      code,
      codeVerifier,
      nonce: 'n-code',
      state,
      expectedState: 's-1',
    });
    expect(result.claims).toMatchObject({
      sub: 'okta-demo-001',
      email: 'demo@example.test',
      nonce: 'n-code',
    });
    await expect(verifier.verifyIdToken(result.idToken, { nonce: 'n-code' })).resolves.toMatchObject({
      sub: 'okta-demo-001',
    });
  });

  it('works for a confidential client too', async () => {
    const backend = createOidcVerifier({
      issuerUrl: idp.issuer,
      clientId: 'portal-backend',
      clientSecret: 'backend-secret-0123456789',
      redirectUri,
      allowInsecureHttp: true,
    });
    const { code, codeVerifier } = await signIn('portal-backend');
    await expect(backend.exchangeCode({ code, codeVerifier, nonce: 'n-code' })).resolves.toMatchObject({
      claims: { aud: 'portal-backend' },
    });
  });

  it('rejects a wrong code_verifier', async () => {
    const { code } = await signIn();
    await rejects(
      verifier.exchangeCode({ code, codeVerifier: createPkcePair().codeVerifier, nonce: 'n-code' }),
      'invalid_grant',
    );
  });

  it('rejects a code used twice', async () => {
    const { code, codeVerifier } = await signIn();
    await verifier.exchangeCode({ code, codeVerifier, nonce: 'n-code' });
    await rejects(verifier.exchangeCode({ code, codeVerifier, nonce: 'n-code' }), 'invalid_grant');
  });

  it('rejects a wrong nonce and a state mismatch', async () => {
    const first = await signIn();
    await rejects(verifier.exchangeCode({ ...first, nonce: 'other' }), 'nonce');
    const second = await signIn();
    await rejects(verifier.exchangeCode({ ...second, nonce: 'n-code', expectedState: 'forged' }), 'state');
  });

  it('builds an end-session URL that signs the player out and returns them', async () => {
    const browser = createOidcTestBrowser();
    const { codeVerifier, codeChallenge } = createPkcePair();
    const authorizationUrl = await verifier.authorizationUrl({ state: 's', codeChallenge, nonce: 'n' });
    const callback = await browser.signIn({ authorizationUrl, redirectUri });
    const { idToken } = await verifier.exchangeCode({
      code: callback.searchParams.get('code') ?? '',
      codeVerifier,
      state: 's',
      nonce: 'n',
    });
    const endSessionUrl = await verifier.endSessionUrl({ idTokenHint: idToken, postLogoutRedirectUri });
    expect(endSessionUrl.searchParams.get('id_token_hint')).toBe(idToken);
    await expect(browser.signOut({ endSessionUrl, postLogoutRedirectUri })).resolves.toMatchObject({
      href: postLogoutRedirectUri,
    });
  });
});

describe('OIDC discovery', () => {
  it('refuses plain http unless allowed', async () => {
    const strict = createOidcVerifier({
      issuerUrl: idp.issuer,
      clientId: 'player-portal',
      redirectUri,
      allowInsecureHttp: false,
    });
    await rejects(strict.verifyIdToken(await mint()), 'provider_misconfigured');
  });

  it('reports an unreachable IdP without leaking the library error', async () => {
    const unreachable = createOidcVerifier({
      issuerUrl: await closedPortUrl(),
      clientId: 'player-portal',
      redirectUri,
      allowInsecureHttp: true,
    });
    const error = await rejects(unreachable.verifyIdToken(await mint()), 'provider_unavailable');
    expect(error.message).toBe('identity verification failed: provider_unavailable');
  });
});
