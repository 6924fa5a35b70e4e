import type { Currency, GameType, Language } from '@patron/contracts';

type Texts = {
  rewardsTitle: string;
  winLossTitle: (year: number) => string;
  player: string;
  patronId: string;
  period: string;
  allActivity: string;
  generated: string;
  datesInUtc: string;
  columns: {
    date: string;
    currency: string;
    description: string;
    source: string;
    amount: string;
    balance: string;
  };
  currencies: Record<Currency, string>;
  noMovements: string;
  truncated: (n: number) => string;
  estimate: string;
  totals: string;
  played: string;
  won: string;
  net: string;
  sessions: string;
  gameType: string;
  gameTypes: Record<GameType, string>;
  noPlay: string;
  defaultDisclaimer: string;
};

const EN: Texts = {
  rewardsTitle: 'Rewards statement',
  winLossTitle: (year) => `Win/loss statement ${year}`,
  player: 'Player',
  patronId: 'Player ID',
  period: 'Period',
  allActivity: 'All activity',
  generated: 'Generated',
  datesInUtc: 'Dates and times are in UTC.',
  columns: {
    date: 'Date',
    currency: 'Currency',
    description: 'Description',
    source: 'Source',
    amount: 'Amount',
    balance: 'Balance',
  },
  currencies: {
    points: 'Points',
    tierCredits: 'Tier credits',
    compDollars: 'Comp dollars',
    freePlay: 'Free play',
  },
  noMovements: 'No movements in this period.',
  truncated: (n) => `Only the first ${n} movements are listed; choose a shorter period for the rest.`,
  estimate: 'ESTIMATE',
  totals: 'Totals',
  played: 'Played',
  won: 'Won',
  net: 'Net win/loss',
  sessions: 'Sessions',
  gameType: 'Game type',
  gameTypes: {
    slots: 'Slots',
    videoPoker: 'Video poker',
    blackjack: 'Blackjack',
    craps: 'Craps',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
  },
  noPlay: 'No rated play this year.',
  defaultDisclaimer:
    'Win/loss figures are estimates based on rated play and are not a substitute for your own records.',
};

const ES: Texts = {
  rewardsTitle: 'Estado de cuenta de recompensas',
  winLossTitle: (year) => `Estado de ganancias y pérdidas ${year}`,
  player: 'Jugador',
  patronId: 'ID de jugador',
  period: 'Periodo',
  allActivity: 'Todos los movimientos',
  generated: 'Generado',
  datesInUtc: 'Las fechas y horas están en UTC.',
  columns: {
    date: 'Fecha',
    currency: 'Moneda',
    description: 'Concepto',
    source: 'Origen',
    amount: 'Importe',
    balance: 'Saldo',
  },
  currencies: {
    points: 'Puntos',
    tierCredits: 'Créditos de nivel',
    compDollars: 'Dólares de cortesía',
    freePlay: 'Juego gratis',
  },
  noMovements: 'No hay movimientos en este periodo.',
  truncated: (n) =>
    `Solo se muestran los primeros ${n} movimientos; elija un periodo más corto para ver el resto.`,
  estimate: 'ESTIMACIÓN',
  totals: 'Totales',
  played: 'Apostado',
  won: 'Ganado',
  net: 'Ganancia/pérdida neta',
  sessions: 'Sesiones',
  gameType: 'Tipo de juego',
  gameTypes: {
    slots: 'Tragamonedas',
    videoPoker: 'Video póker',
    blackjack: 'Blackjack',
    craps: 'Dados (craps)',
    roulette: 'Ruleta',
    baccarat: 'Bacará',
  },
  noPlay: 'No hay juego registrado este año.',
  defaultDisclaimer:
    'Las cifras de ganancias y pérdidas son estimaciones basadas en el juego registrado y no sustituyen sus propios registros.',
};

const TEXTS: Record<Language, Texts> = { 'en-US': EN, 'es-MX': ES, 'en-ZW': EN };

export const statementTexts = (language: Language): Texts => TEXTS[language];

/** Money in cents as the language writes dollars. */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** An amount of a currency: points and credits in units, comp dollars and free play in cents. */
export function formatAmount(amount: number, currency: Currency, language: Language, signed = false): string {
  const text =
    currency === 'compDollars' || currency === 'freePlay'
      ? formatCents(Math.abs(amount), language)
      : new Intl.NumberFormat(language).format(Math.abs(amount));
  if (amount < 0) return `-${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}

export function formatDateTime(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(iso))
    .replace(/[\u202f\u00a0]/g, ' ');
}

export function formatDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    .format(new Date(iso))
    .replace(/[\u202f\u00a0]/g, ' ');
}
