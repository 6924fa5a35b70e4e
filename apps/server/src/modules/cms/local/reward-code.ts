import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code is read aloud at the cage and typed at a kiosk.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 10;

/** A random reward code (31^10 ≈ 8·10^14 codes); uniqueness per tenant is the database's index. */
export function newRewardCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
