import type { StatementTexts } from './statement-texts';

/** Mexican Spanish, addressing the player as «tú» like every other text (docs/design.md records it). */
export const ES_MX: StatementTexts = {
  rewardsTitle: 'Estado de cuenta de recompensas',
  winLossTitle: (year) => `Estado de ganancias y pérdidas ${year}`,
  player: 'Jugador',
  patronId: 'ID de jugador',
  mailingAddress: 'Domicilio postal',
  period: 'Periodo',
  allActivity: 'Todos los movimientos',
  generated: 'Generado',
  timesIn: (zone) => `Las fechas y horas están en la zona horaria del establecimiento (${zone}).`,
  footer: (property, page, count) => `${property} · Página ${page} de ${count}`,
  columns: {
    date: 'Fecha',
    kind: 'Tipo',
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
  kinds: {
    earn: 'Acumulación',
    redeem: 'Canje',
    swap: 'Cambio',
    adjust: 'Ajuste',
    expire: 'Vencimiento',
  },
  sources: {
    cms: 'Sistema del casino',
    portal: 'Portal',
    system: 'Automático',
    promotion: 'Promoción',
    staff: 'Personal del casino',
    other: 'Otro',
  },
  noMovements: 'No hay movimientos en este periodo.',
  truncated: (n) =>
    `Solo se muestran los primeros ${n} movimientos; elige un periodo más corto para ver el resto.`,
  estimate: 'ESTIMACIÓN',
  gamingPeriod: 'Periodo de juego',
  gamingDays: (first, last) => `${first} – ${last} (días de juego)`,
  timeZone: 'Zona horaria',
  summary: 'Resumen del juego registrado',
  played: 'Total apostado',
  won: 'Total ganado',
  net: 'Ganancia/pérdida neta',
  netMeaning:
    'La ganancia o pérdida neta es el total ganado menos el total apostado; un importe negativo es una pérdida neta.',
  sessions: 'Sesiones registradas',
  byGameType: 'Por tipo de juego',
  gameType: 'Tipo de juego',
  category: 'Categoría',
  categories: { slots: 'Tragamonedas', tables: 'Juegos de mesa' },
  gameTypes: {
    slots: 'Tragamonedas',
    videoPoker: 'Video póker',
    blackjack: 'Blackjack',
    craps: 'Dados (craps)',
    roulette: 'Ruleta',
    baccarat: 'Bacará',
  },
  noPlay: 'No hay juego registrado este año.',
  notice:
    'Este estado de cuenta se te proporciona a título informativo. Se basa en el juego registrado por el ' +
    'sistema del casino y puede no reflejar toda tu actividad de juego. Consulta a un asesor fiscal.',
  propertyNotice: 'Aviso del establecimiento',
  defaultDisclaimer:
    'Las cifras de ganancias y pérdidas son estimaciones basadas en el juego registrado y no sustituyen tus propios registros.',
};
