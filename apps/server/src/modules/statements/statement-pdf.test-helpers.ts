import type { Language, StatementMovement } from '@patron/contracts';
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
      gamingDayStartHour: 6,
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
export function movements(count: number): StatementMovement[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    at: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(),
    currency: 'points',
    amount: 25,
    balanceAfter: 25 * (i + 1),
    kind: i % 7 === 6 ? 'redeem' : 'earn',
    reason: 'play',
    label: `Slots play, session ${i + 1}`,
    source: SOURCES[i % SOURCES.length] ?? 'cms',
  }));
}
