import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { SuccessWrite } from '../throttle/sign-in-throttle.repository';
import type { Tenant } from '../../tenants/tenants.repository';
import type { AccessTokens } from './access-tokens';
import type { GrantSubject } from './grants/grant';
import { createGrantRegistry } from './grants/registry';
import { createOAuthService } from './oauth.service';
import type { RefreshTokensService } from './refresh-tokens.service';

// A password or PIN grant hands the token endpoint its sign-in success still to record: with the
// refresh token's family when one is issued, and alone on every other way out.
function setup(
  subject: Partial<GrantSubject>,
  options: {
    sign?: AccessTokens['sign'];
    issue?: RefreshTokensService['issue'];
    succeed?: (write: SuccessWrite | undefined) => Promise<void>;
  } = {},
) {
  // As the sign-in throttle's PendingSuccess: recorded once (`succeed`), a second call does nothing.
  const succeed = vi.fn(options.succeed ?? (async () => undefined));
  let recorded = false;
  const record = vi.fn(async (write?: SuccessWrite) => {
    if (recorded) return;
    recorded = true;
    await succeed(write);
  });
  const issue = vi.fn<RefreshTokensService['issue']>(options.issue ?? (async () => 'refresh'));
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
    accessTokens: {
      ttlSeconds: 600,
      sign: options.sign ?? (async () => 'access'),
    } as unknown as AccessTokens,
    refreshTokensService: { issue } as unknown as RefreshTokensService,
  });
  const log = { error: vi.fn() };
  const context = {
    tenant: { id: 'tenant-1', brand: 'naskila' } as Tenant,
    request: { log } as unknown as FastifyRequest,
  };
  const token = () => service.token({ grant_type: 'password', client_id: 'player-portal' }, context);
  return { record, succeed, issue, log, token };
}

const WRITE = { name: 'refresh_token_first', rest: () => undefined, values: {} } as unknown as SuccessWrite;

describe('the token endpoint and a pending sign-in success', () => {
  it('passes the success to the refresh token it issues, which records it', async () => {
    const { record, succeed, issue, token } = setup(
      {},
      {
        issue: async (input) => {
          await input.signInSuccess?.record(WRITE);
          return 'refresh';
        },
      },
    );
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
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledWith(WRITE);
  });

  it('records the success alone when no refresh token is issued', async () => {
    const { record, succeed, issue, token } = setup({ issueRefreshToken: false });
    expect(await token()).toEqual({ access_token: 'access', token_type: 'Bearer', expires_in: 600 });
    expect(issue).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledWith(undefined);
  });

  it('records the success before failing when the access token cannot be signed', async () => {
    const { record, succeed, issue, token } = setup(
      {},
      {
        sign: async () => {
          throw new Error('no signing key');
        },
      },
    );
    await expect(token()).rejects.toThrow('no signing key');
    expect(record).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(issue).not.toHaveBeenCalled();
  });

  it('records the success when issuing the refresh token throws before recording it', async () => {
    const { succeed, token } = setup(
      {},
      {
        issue: async () => {
          throw new Error('no randomness');
        },
      },
    );
    await expect(token()).rejects.toThrow('no randomness');
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(succeed).toHaveBeenCalledWith(undefined);
  });

  it('does not record the success again when its statement failed', async () => {
    const { succeed, token } = setup(
      {},
      {
        issue: async (input) => {
          await input.signInSuccess?.record(WRITE);
          return 'refresh';
        },
        succeed: async () => {
          throw new Error('duplicate key');
        },
      },
    );
    await expect(token()).rejects.toThrow('duplicate key');
    expect(succeed).toHaveBeenCalledTimes(1);
  });

  it('throws the signing error, and logs the success it could not record', async () => {
    const recordError = new Error('database is gone');
    const { succeed, log, token } = setup(
      {},
      {
        sign: async () => {
          throw new Error('no signing key');
        },
        succeed: async () => {
          throw recordError;
        },
      },
    );
    await expect(token()).rejects.toThrow('no signing key');
    expect(succeed).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: recordError }, expect.any(String));
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
