import { z } from 'zod';

/** A phone number as dialled: without the spaces, brackets and dashes people write it with. */
export const phoneDigits = (phoneNumber: string) => phoneNumber.replace(/[\s()-]/g, '');

/** A phone number as a person writes it; spaces, brackets and dashes aside, 7 to 15 digits (E.164). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, 'Wrong value.')
  .refine((value) => /^\+?[0-9]{7,15}$/.test(phoneDigits(value)), 'Wrong value.');
