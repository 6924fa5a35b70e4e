import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderRoutes, testBrand } from '../../../test/render';
import type { BrandContextValue } from '../../../shared/brand/brand-context';
import { testAnnouncement, testLobby } from '../test/lobby-fixture';
import { KioskLobbyScreen } from './kiosk-lobby-screen';

const onSignIn = vi.fn();

function renderLobby(brand: BrandContextValue = testBrand) {
  return renderRoutes(
    [{ path: '/kiosk', element: <KioskLobbyScreen onSignIn={onSignIn} logoUrl="/logo.svg" /> }],
    '/kiosk',
    brand,
  );
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onSignIn.mockReset();
});

describe('KioskLobbyScreen: the attract screen', () => {
  it('shows the brand, the slides, the news, the medallions and the ladder of KioskMilestonesConfig', async () => {
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    renderLobby();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Naskila Casino' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Naskila Casino logo' })).toHaveAttribute('src', '/logo.svg');

    const news = screen.getByRole('region', { name: "What's on" });
    expect(await within(news).findByRole('heading', { name: 'Friday Night Fiesta' })).toBeInTheDocument();
    expect(within(news).getByText('Promotion')).toBeInTheDocument();
    expect(within(news).getAllByText('Until Dec 31, 2026')).toHaveLength(2);

    const medallions = screen.getByRole('region', { name: 'Medallions to collect' });
    expect(within(medallions).getByRole('heading', { name: 'First Visit' })).toBeInTheDocument();
    expect(within(medallions).getByText('Dine with us')).toBeInTheDocument();

    const ladder = screen.getByRole('region', { name: 'Climb the tiers' });
    const steps = within(ladder)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(steps).toEqual(['Member', 'Silver Feather']);
    expect(within(ladder).getByText('Where every member starts')).toBeInTheDocument();
    expect(within(ladder).getByText('From 5,000 tier credits')).toBeInTheDocument();
    // Two benefits per step: the third stays for the Tier Benefits screen.
    expect(within(ladder).getByText('Priority line')).toBeInTheDocument();
    expect(within(ladder).queryByText('Birthday gift')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome to Naskila Casino', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('says the welcome once: the h1 shows it, the welcome slide keeps its caption hidden', async () => {
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    renderLobby();
    const caption = await screen.findByText('Welcome to Naskila Casino', { selector: 'figcaption' });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Welcome to Naskila Casino']);
    expect(headings[0]?.closest('.visually-hidden')).toBeNull();
    // The caption keeps its room (visibility: hidden), so it is neither seen nor read out.
    expect(caption).toHaveClass('lobby-slides__title--repeat');
  });

  it('shows the welcome heading after the slides move on from the welcome slide', async () => {
    const lobby = testLobby();
    const slides = [
      { title: 'Play your way', imageUri: '/assets/brands/naskila/logo.svg' },
      { title: 'Welcome to Naskila Casino', imageUri: '/assets/brands/naskila/logo.svg' },
    ];
    fakeApi({
      'GET /api/kiosk/lobby': () =>
        jsonResponse(200, { ...lobby, medallions: { ...lobby.medallions, slides } }),
    });
    renderLobby();
    const other = await screen.findByText('Play your way', { selector: 'figcaption' });
    expect(other).not.toHaveClass('lobby-slides__title--repeat');
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome to Naskila Casino' });
    expect(heading.closest('.visually-hidden')).toBeNull();
  });

  it('shows the welcome heading itself where no slide says it', async () => {
    const lobby = testLobby();
    const slides = [{ title: 'Play your way', imageUri: '/assets/brands/naskila/logo.svg' }];
    fakeApi({
      'GET /api/kiosk/lobby': () =>
        jsonResponse(200, { ...lobby, medallions: { ...lobby.medallions, slides } }),
    });
    renderLobby();
    expect(await screen.findByText('Play your way', { selector: 'figcaption' })).not.toHaveAttribute(
      'aria-hidden',
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome to Naskila Casino' });
    expect(heading.closest('.visually-hidden')).toBeNull();
    expect(screen.getAllByText(/^Welcome to Naskila Casino$/)).toEqual([heading]);
  });

  it('asks for the lobby without the player token and shows nothing personal', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'left-behind', refresh_token: 'r' }));
    const api = fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    const { queryClient, container } = renderLobby();
    await screen.findByRole('heading', { name: 'Friday Night Fiesta' });
    const [request] = api.calls('GET', '/api/kiosk/lobby');
    expect(request?.headers.Authorization).toBeUndefined();
    expect(api.seen.map((r) => r.url.pathname)).toEqual(['/api/kiosk/lobby']);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['player'] })).toHaveLength(0);
    expect(container.textContent).not.toMatch(/points balance|7000000001|@|Dee Mo/i);
  });

  it('the large sign-in button opens the card sign-in', async () => {
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    renderLobby();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your card' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('sends the lobby token of KioskLobbyToken when it is enabled', async () => {
    const api = fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    const token = 'lobby-token-0123456789';
    renderLobby({ ...testBrand, kioskLobbyToken: { enabled: true, token } });
    await screen.findByRole('heading', { name: 'Friday Night Fiesta' });
    expect(api.calls('GET', '/api/kiosk/lobby')[0]?.headers['X-Kiosk-Lobby-Token']).toBe(token);
  });

  it('sends the token this kiosk was set up with when the metadata keeps it secret', async () => {
    localStorage.setItem('KIOSK_LOBBY_TOKEN', 'device-token-0123456789');
    const api = fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    renderLobby({ ...testBrand, kioskLobbyToken: { enabled: true, token: null } });
    await screen.findByRole('heading', { name: 'Friday Night Fiesta' });
    expect(api.calls('GET', '/api/kiosk/lobby')[0]?.headers['X-Kiosk-Lobby-Token']).toBe(
      'device-token-0123456789',
    );
  });

  it('sends no token while KioskLobbyToken is disabled, even if one is stored', async () => {
    localStorage.setItem('KIOSK_LOBBY_TOKEN', 'device-token-0123456789');
    const api = fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby()) });
    renderLobby({ ...testBrand, kioskLobbyToken: { enabled: false, token: null } });
    await screen.findByRole('heading', { name: 'Friday Night Fiesta' });
    expect(api.calls('GET', '/api/kiosk/lobby')[0]?.headers['X-Kiosk-Lobby-Token']).toBeUndefined();
  });

  it('enabled without a token to send: no request, a quiet note, and the sign-in still works', async () => {
    const api = fakeApi({});
    renderLobby({ ...testBrand, kioskLobbyToken: { enabled: true, token: null } });
    expect(screen.getAllByText(/not set up to show the latest news/)).toHaveLength(3);
    expect(api.seen).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your card' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('loading, then a refused lobby: a quiet note instead of an error toast', async () => {
    fakeApi({
      'GET /api/kiosk/lobby': () =>
        jsonResponse(401, { errors: ['This kiosk lobby needs its lobby token.'] }),
    });
    renderLobby();
    expect(screen.getByRole('status')).toHaveTextContent("Loading what's on…");
    expect(await screen.findAllByText('The latest news will be back shortly.')).toHaveLength(3);
    expect(screen.queryByText('This kiosk lobby needs its lobby token.')).not.toBeInTheDocument();
  });

  it('empty news, medallions and ladder each say so; a disabled part is left out', async () => {
    const lobby = testLobby({ announcements: [] });
    lobby.medallions = { ...lobby.medallions, badges: [] };
    lobby.milestones = { enabled: false, milestones: [], tiers: [] };
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, lobby) });
    renderLobby();
    expect(await screen.findByText(/No news right now/)).toBeInTheDocument();
    expect(screen.getByText('New medallions are on their way.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Climb the tiers' })).not.toBeInTheDocument();
  });
});

describe('KioskLobbyScreen rotation', () => {
  const manyNews = Array.from({ length: 5 }, (_, i) => testAnnouncement(`n${i}`, `News item ${i + 1}`));

  it('turns the slides and the news every rotateSeconds; Pause stops it', async () => {
    reducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby({ announcements: manyNews })) });
    renderLobby();
    expect(await screen.findByRole('heading', { name: 'News item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'News item 4' })).not.toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByRole('heading', { name: 'News item 4' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'News item 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();

    await act(async () => {
      screen.getByRole('button', { name: 'Pause the slideshow' }).click();
    });
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('with prefers-reduced-motion nothing moves by itself until the visitor presses Play', async () => {
    reducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/kiosk/lobby': () => jsonResponse(200, testLobby({ announcements: manyNews })) });
    const { container } = renderLobby();
    expect(await screen.findByRole('heading', { name: 'News item 1' })).toBeInTheDocument();
    expect(container.querySelector('.lobby--still')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(24_000));
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Play the slideshow' }).click();
    });
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
  });
});
