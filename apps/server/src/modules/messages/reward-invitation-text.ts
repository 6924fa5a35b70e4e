import type { Language } from '@patron/contracts';

export type InvitationFacts = {
  brandName: string;
  rewardName: string;
  rewardCode: string;
  expiresAt: Date;
  /** The property's zone: the expiry date is the day it is there (UTC when unknown). */
  timeZone?: string;
};
export type InvitationText = { subject: string; body: string };

const day = (language: Language, at: Date, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(at);

type Texts = {
  sms: (f: InvitationFacts, d: string) => string;
  email: (f: InvitationFacts, d: string) => InvitationText;
};

/**
 * The reward's name and code and nothing that could move points (docs/design.md#ledger-and-money-like-state),
 * per docs/product.md#validation language.
 */
const TEXTS: Record<Language, Texts> = {
  'en-US': {
    sms: (f, d) =>
      `${f.brandName}: your reward "${f.rewardName}". Code: ${f.rewardCode}. Show it at the cage or the venue by ${d}.`,
    email: (f, d) => ({
      subject: `Your ${f.brandName} reward: ${f.rewardName}`,
      body: [
        `Here is your reward from ${f.brandName}.`,
        '',
        `Reward: ${f.rewardName}`,
        `Code: ${f.rewardCode}`,
        `Valid until: ${d}`,
        '',
        'Show this code at the cage or at the venue to use it.',
        'This message only carries your reward code. We will never ask for your password or PIN.',
      ].join('\n'),
    }),
  },
  'es-MX': {
    sms: (f, d) =>
      `${f.brandName}: tu recompensa "${f.rewardName}". Código: ${f.rewardCode}. Preséntalo en la caja o en el lugar antes del ${d}.`,
    email: (f, d) => ({
      subject: `Tu recompensa de ${f.brandName}: ${f.rewardName}`,
      body: [
        `Aquí está tu recompensa de ${f.brandName}.`,
        '',
        `Recompensa: ${f.rewardName}`,
        `Código: ${f.rewardCode}`,
        `Válida hasta: ${d}`,
        '',
        'Presenta este código en la caja o en el lugar para usarla.',
        'Este mensaje solo lleva tu código de recompensa. Nunca te pediremos tu contraseña ni tu PIN.',
      ].join('\n'),
    }),
  },
  'en-ZW': {
    sms: (f, d) =>
      `${f.brandName}: your reward "${f.rewardName}". Code: ${f.rewardCode}. Kindly present it at the cashier or the venue by ${d}.`,
    email: (f, d) => ({
      subject: `Your ${f.brandName} reward: ${f.rewardName}`,
      body: [
        `Please find your reward from ${f.brandName} below.`,
        '',
        `Reward: ${f.rewardName}`,
        `Code: ${f.rewardCode}`,
        `Valid until: ${d}`,
        '',
        'Kindly present this code at the cashier or at the venue to use it.',
        'This message only carries your reward code. We shall never ask for your password or PIN.',
      ].join('\n'),
    }),
  },
};

export function rewardSmsText(language: Language, facts: InvitationFacts): string {
  return TEXTS[language].sms(facts, day(language, facts.expiresAt, facts.timeZone));
}

export function rewardEmailText(language: Language, facts: InvitationFacts): InvitationText {
  return TEXTS[language].email(facts, day(language, facts.expiresAt, facts.timeZone));
}
