import { z } from 'zod';

/** A phone number as dialled: without the spaces, brackets and dashes people write it with. */
export const phoneDigits = (phoneNumber: string) => phoneNumber.replace(/[\s()-]/g, '');

/**
 * A phone number as a person writes it: an optional leading +, then digits, spaces, brackets and
 * dashes, with 7 to 15 digits in all (E.164). The source (unanchored) is what a form's or the sign-up
 * metadata's `pattern` takes.
 */
export const PHONE_NUMBER_PATTERN_SOURCE = String.raw`\+?(?=(?:[ ()-]*[0-9]){7,15}[ ()-]*$)[0-9 ()-]{6,24}`;
export const PHONE_NUMBER_PATTERN = new RegExp(`^(?:${PHONE_NUMBER_PATTERN_SOURCE})$`);

export const phoneNumberSchema = z.string().trim().regex(PHONE_NUMBER_PATTERN, 'Wrong value.');
