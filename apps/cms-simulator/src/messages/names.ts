export const MESSAGE_NAMES = [
  'PlayerProfile',
  'PlayerCard',
  'PlayerBalances',
  'CreditInfo',
  'GamingProfile',
  'CompHistory',
  'PlayerCompListMessage',
  'CompListMessage',
  'PlayerCompIssue',
  'PlayerCompVoid',
  'CommandStatus',
] as const;

export type MessageName = (typeof MESSAGE_NAMES)[number];
