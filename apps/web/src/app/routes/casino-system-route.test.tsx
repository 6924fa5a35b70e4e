import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutes } from './routes';
import { queryClient } from '../../shared/query/query-client';
import { clearSession } from '../../shared/session/session-store';
import { fakeApi, signInForTests, type SeenRequest } from '../../test/fake-api';
import { jsonResponse, renderAppRoutes, testBrand } from '../../test/render';
import { CMS_READS } from '../../features/cms/api/cms-reads';

const CMS = 'http://127.0.0.1:8091';
const brand = { ...testBrand, brand: 'little-creek' as const };

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const answer = (data: string, body: string) =>
  xml(
    `<CRMAcresMessage><Header><TimeStamp>2026-11-30T14:05:09.120</TimeStamp><Operation Data="${data}" Operand="Information"/></Header>` +
      `<PlayerID>0004417023</PlayerID><Body>${body}</Body></CRMAcresMessage>`,
  );
const cmsError = (code: string, description: string) =>
  xml(
    '<CRMAcresMessage><Header><Operation Data="Error" Operand="Error"/></Header>' +
      `<Body><Error><ErrorCode>${code}</ErrorCode><ErrorDescription>${description}</ErrorDescription></Error></Body></CRMAcresMessage>`,
  );

/** Like the server: /dev/casino-system needs the player's token. */
const debugRoute = (request: SeenRequest) =>
  request.headers.Authorization
    ? jsonResponse(200, { baseUrl: CMS, playerId: '0004417023' })
    : jsonResponse(401, { errors: ['Unauthorized'] });

function cmsApi(overrides: Record<string, () => Response> = {}) {
  const handlers: Record<string, (request: SeenRequest) => Response> = {
    'GET /dev/casino-system': debugRoute,
  };
  for (const read of CMS_READS) {
    handlers[`GET /${read.path('0004417023')}`] = () =>
      answer(read.name, `<${read.name}><Field>${read.name} value</Field></${read.name}>`);
  }
  for (const [key, handler] of Object.entries(overrides)) handlers[key] = handler;
  return fakeApi(handlers);
}

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('/casino-system (development only)', () => {
  it('shows every read of the casino system, each under its heading with its status and parsed answer', async () => {
    signInForTests();
    const api = cmsApi({
      'GET /PlayerCompListMessage/0004417023': () =>
        answer(
          'PlayerCompListMessage',
          `<PlayerCompList>${[1, 2, 3, 4, 5, 6, 7].map((n) => `<Comp><Name>Comp ${n}</Name></Comp>`).join('')}</PlayerCompList>`,
        ),
      'GET /PlayerBalances/0004417023': () =>
        answer(
          'PlayerBalances',
          '<PlayerBalances><PointBalance>26140</PointBalance><PointsExpiring><Lot><Amount>1500</Amount></Lot>' +
            '<Lot><Amount>500</Amount></Lot></PointsExpiring></PlayerBalances>',
        ),
    });
    renderAppRoutes(createRoutes([]), '/casino-system', brand);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casino system (development)' }),
    ).toBeVisible();
    for (const read of CMS_READS) {
      const section = screen.getByRole('region', { name: read.name });
      expect(within(section).getByRole('heading', { level: 2, name: read.name })).toBeVisible();
    }
    const balances = screen.getByRole('region', { name: 'PlayerBalances' });
    expect(await within(balances).findByText('26140')).toBeVisible();
    expect(within(balances).getByText('HTTP status').nextSibling).toHaveTextContent('200');
    expect(within(balances).getByText('1500')).toBeVisible();
    expect(within(balances).getByText('500').closest('ol')).not.toBeNull();
    // A long list is folded, and rendered only once opened.
    const comps = screen.getByRole('region', { name: 'PlayerCompListMessage' });
    const fold = await within(comps).findByText('7 items');
    expect(within(comps).queryByText('Comp 7')).toBeNull();
    await userEvent.click(fold);
    expect(await within(comps).findByText('Comp 7')).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'CompListMessage' })).findByText(
        'CompListMessage value',
      ),
    ).toBeVisible();

    // The reads go to the casino system, without the player's token; the dev route with it.
    const reads = api.seen.filter((request) => request.url.origin === CMS);
    expect(reads.map((request) => request.url.pathname).sort()).toEqual(
      CMS_READS.map((read) => `/${read.path('0004417023')}`).sort(),
    );
    for (const request of reads) expect(request.headers).not.toHaveProperty('Authorization');
    expect(api.calls('GET', '/dev/casino-system')[0]?.headers.Authorization).toBe('Bearer a1');
  });

  it("shows an error answer's ErrorCode plainly, and refuses a hostile answer", async () => {
    signInForTests();
    cmsApi({
      'GET /PlayerProfile/0004417023': () =>
        cmsError('INVALIDPLAYERID', 'PlayerID / CardID is Invalid or not active'),
      'GET /CreditInfo/0004417023': () =>
        xml('<!DOCTYPE x [<!ENTITY e "boom">]><CRMAcresMessage>&e;</CRMAcresMessage>'),
      'GET /PlayerCard/0004417023': () => new Response('Service Unavailable', { status: 503 }),
    });
    renderAppRoutes(createRoutes([]), '/casino-system', brand);

    const profile = await screen.findByRole('region', { name: 'PlayerProfile' });
    expect((await within(profile).findByText('Error code')).nextSibling).toHaveTextContent('INVALIDPLAYERID');
    expect(within(profile).getByText('Error description').nextSibling).toHaveTextContent(
      'PlayerID / CardID is Invalid or not active',
    );
    // The parsed answer of an error is folded away: the code is what the screen says.
    expect(within(profile).getByText('Parsed answer').closest('details')).not.toHaveAttribute('open');
    const credit = screen.getByRole('region', { name: 'CreditInfo' });
    expect(
      await within(credit).findByText('Refused: the answer declares a DOCTYPE or an entity.'),
    ).toBeVisible();
    expect(within(credit).queryByText('boom')).toBeNull();
    const card = screen.getByRole('region', { name: 'PlayerCard' });
    expect(await within(card).findByText('Refused: the answer is not well-formed XML.')).toBeVisible();
    expect(within(card).getByText('HTTP status').nextSibling).toHaveTextContent('503');
  });

  it('says so when the casino system does not answer at all', async () => {
    signInForTests();
    cmsApi({
      'GET /CompHistory/0004417023': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAppRoutes(createRoutes([]), '/casino-system', brand);
    const history = await screen.findByRole('region', { name: 'CompHistory' });
    expect(await within(history).findByText(/The casino system did not answer/)).toBeVisible();
  });

  it('is not there when the server has no casino system for the tenant (or no dev route)', async () => {
    signInForTests();
    const api = fakeApi({
      'GET /dev/casino-system': () => jsonResponse(404, { errors: ['This casino has no casino system.'] }),
    });
    const { router } = renderAppRoutes(createRoutes([]), '/casino-system', brand);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/casino-system'));
    expect(screen.queryByRole('heading', { name: 'Casino system (development)' })).toBeNull();
    expect(api.seen.filter((request) => request.url.origin === CMS)).toEqual([]);
  });
});
