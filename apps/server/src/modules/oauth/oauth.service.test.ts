import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '../tenants/tenants.repository';
import type { AccessTokens } from './access-tokens';
import type { GrantSubject } from './grants/grant';
import { createGrantRegistry } from './grants/registry';
import { createOAuthService } from './oauth.service';
import type { RefreshTokensService } from './refresh-tokens.service';

// A password or PIN grant hands the token endpoint its sign-in success still to record: with the
// refresh token's family when one is issued, and alone on every other way out.
function setup(subject: Partial<GrantSubject>, sign: AccessTokens['sign'] = async () => 'access') {
  const record = vi.fn(async () => undefined);
  const issue = vi.fn<RefreshTokensService['issue']>(async () => 'refresh');
  const service = createOAuthService({
    grants: createGrantRegistry([
      {
        grantType: 'password',
        handle: async () => ({
          playerId: 'player-1',
          patronId: '7080001',
          role: 'player',
          signInSuccess: { record },
          ...subject,
        }),
      },
    ]),
    accessTokens: { ttlSeconds: 600, sign } as unknown as AccessTokens,
    refreshTokensService: { issue } as unknown as RefreshTokensService,
  });
  const context = {
    tenant: { id: 'tenant-1', brand: 'naskila' } as Tenant,
    request: {} as FastifyRequest,
  };
  const token = () => service.token({ grant_type: 'password', client_id: 'player-portal' }, context);
  return { record, issue, token };
}

describe('the token endpoint and a pending sign-in success', () => {
  it('passes the success to the refresh token it issues, which records it', async () => {
    const { record, issue, token } = setup({});
    expect(await token()).toEqual({
      access_token: 'access',
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: 'refresh',
    });
    expect(issue).toHaveBeenCalledWith({
      tenantId: 'tenant-1',
      playerId: 'player-1',
      clientId: 'player-portal',
      signInSuccess: { record },
    });
    expect(record).not.toHaveBeenCalled();
  });

  it('records the success alone when no refresh token is issued', async () => {
    const { record, issue, token } = setup({ issueRefreshToken: false });
    expect(await token()).toEqual({ access_token: 'access', token_type: 'Bearer', expires_in: 600 });
    expect(issue).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledWith();
  });

  it('records the success before failing when the access token cannot be signed', async () => {
    const { record, issue, token } = setup({}, async () => {
      throw new Error('no signing key');
    });
    await expect(token()).rejects.toThrow('no signing key');
    expect(record).toHaveBeenCalledWith();
    expect(issue).not.toHaveBeenCalled();
  });

  it('leaves a grant without a pending success as it was', async () => {
    const { issue, token } = setup({ signInSuccess: undefined, refreshFamilyId: 'family-1' });
    await token();
    expect(issue).toHaveBeenCalledWith({
      tenantId: 'tenant-1',
      playerId: 'player-1',
      clientId: 'player-portal',
      familyId: 'family-1',
    });
  });
});
