import type { Language, StatementMovement, WinLossStatement } from '@patron/contracts';
import { PNG } from 'pngjs';
import type { StatementHeader } from './statement-header';

/** A small PNG logo in the brand's colour: enough for pdfkit to embed an image object. */
export function pngLogo(): Uint8Array {
  const png = new PNG({ width: 80, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([15, 94, 104, 255], i);
  return new Uint8Array(PNG.sync.write(png));
}

export function statementHeader(language: Language, options: { logo?: boolean } = {}): StatementHeader {
  return {
    property: {
      name: 'Test Harbour Casino',
      addressLines: ['1 Tidepool Way', 'Harbor Springs, OR 97420'],
      logo: options.logo ? { data: pngLogo() } : null,
      colours: { primary: '#0f5e68', onPrimary: '#ffffff' },
      timeZone: 'America/Los_Angeles',
    },
    player: {
      name: 'Test Player',
      patronId: '1000001',
      addressLines: ['120 Lakeview Drive', 'Harbor Springs, OR 97420'],
    },
    generatedAt: new Date('2026-03-02T18:30:00Z'),
    language,
  };
}

const SOURCES = ['cms', 'portal', 'promotion', 'staff:1042', 'system'] as const;

/** `count` points movements an hour apart, cycling through the ledger's sources. */
export function movements(count: number, label = 'Slots play, session'): StatementMovement[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    at: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(),
    currency: 'points',
    amount: 25,
    balanceAfter: 25 * (i + 1),
    kind: i % 7 === 6 ? 'redeem' : 'earn',
    reason: 'play',
    label: `${label} ${i + 1}`,
    source: SOURCES[i % SOURCES.length] ?? 'cms',
  }));
}

/** A year of rated play at two game types. */
export function winLossStatement(disclaimer: string): WinLossStatement {
  const slots = { sessions: 40, played: 1_250_000, won: 1_100_000, net: -150_000 };
  const blackjack = { sessions: 12, played: 480_000, won: 510_000, net: 30_000 };
  return {
    year: 2025,
    estimate: true,
    disclaimer,
    totals: {
      sessions: slots.sessions + blackjack.sessions,
      played: slots.played + blackjack.played,
      won: slots.won + blackjack.won,
      net: slots.net + blackjack.net,
    },
    byGameType: [
      { gameType: 'slots', category: 'slots', ...slots },
      { gameType: 'blackjack', category: 'tables', ...blackjack },
    ],
    years: [2025],
    player: { name: 'Test Player', patronId: '1000001' },
    property: 'Test Harbour Casino',
    generatedAt: '2026-03-02T18:30:00.000Z',
  };
}
