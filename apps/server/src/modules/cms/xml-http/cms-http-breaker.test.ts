import { describe, expect, it } from 'vitest';
import { CmsBrokenAnswerError, CmsErrorAnswer, CmsNotSentError, CmsUnavailableError } from './cms-errors';
import { failure, hang, OK, sleep, useFakeCms, xml } from './cms-fake-server.test-helpers';
import { errorAnswer } from './cms-xml.test-helpers';

const cms = useFakeCms();

describe('createCmsHttpClient: circuit breaker', () => {
  const breaker = { consecutiveFailures: 3, halfOpenAfterMs: 200 };

  it('opens after N consecutive failures and then answers without calling the CMS', async () => {
    const { c, metrics } = cms.client({ breaker });
    cms.handler = xml('', 503);
    for (let i = 0; i < 3; i++)
      await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(c.breakerState).toBe('open');
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error).toBeInstanceOf(CmsNotSentError);
    expect(error.reason).toBe('circuit breaker open');
    expect(cms.requests).toHaveLength(3);
    expect(metrics.map((m) => m.outcome)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'breakerOpen',
    ]);
  });

  it('counts timeouts and broken answers as failures too', async () => {
    const { c } = cms.client({ breaker, timeoutMs: 100 });
    cms.handler = hang;
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsUnavailableError);
    cms.handler = xml('garbage');
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
    expect(c.breakerState).toBe('open');
  });

  it('half-opens after a while, and one good answer closes it', async () => {
    const { c } = cms.client({ breaker });
    cms.handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(c.get('PlayerProfile/1')).rejects.toThrow();
    await expect(c.get('PlayerProfile/1')).rejects.toThrow(CmsUnavailableError);
    expect(cms.requests).toHaveLength(3);
    await sleep(breaker.halfOpenAfterMs + 20);
    cms.handler = xml(OK);
    await expect(c.get('PlayerBalances/1')).resolves.toMatchObject({ operation: 'PlayerBalances' });
    expect(c.breakerState).toBe('closed');
    await expect(c.get('PlayerBalances/1')).resolves.toBeDefined();
    expect(cms.requests).toHaveLength(5);
  });

  it('opens again at once when the test call after the pause fails', async () => {
    const { c } = cms.client({ breaker });
    cms.handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(c.get('PlayerProfile/1')).rejects.toThrow();
    await sleep(breaker.halfOpenAfterMs + 20);
    await expect(c.get('PlayerProfile/1')).rejects.toThrow(CmsUnavailableError);
    expect(c.breakerState).toBe('open');
    expect(cms.requests).toHaveLength(4);
  });

  it('never opens for CMS error answers: the CMS is up and said no', async () => {
    const { c } = cms.client({ breaker });
    cms.handler = xml(errorAnswer('INSUFFICIENTPOINTS', 'Not enough points'));
    for (let i = 0; i < 10; i++)
      await expect(c.post('PlayerCompIssue/1', '<x/>')).rejects.toBeInstanceOf(CmsErrorAnswer);
    expect(c.breakerState).toBe('closed');
    // An error answer between failures breaks their run.
    for (const h of [
      xml('', 500),
      xml('', 500),
      xml(errorAnswer('NORECORDS', 'none')),
      xml('', 500),
      xml('', 500),
    ]) {
      cms.handler = h;
      await expect(c.get('CompHistory/1')).rejects.toThrow();
    }
    expect(c.breakerState).toBe('closed');
    expect(cms.requests).toHaveLength(15);
  });

  it('keeps one breaker per client: another tenant is unaffected', async () => {
    const dead = cms.client({ breaker });
    const alive = cms.client({ breaker });
    cms.handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(dead.c.get('PlayerProfile/1')).rejects.toThrow();
    cms.handler = xml(OK);
    await expect(alive.c.get('PlayerBalances/1')).resolves.toBeDefined();
    expect([dead.c.breakerState, alive.c.breakerState]).toEqual(['open', 'closed']);
  });
});
