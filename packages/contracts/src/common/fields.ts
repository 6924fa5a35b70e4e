import { z } from 'zod';

/** A catalogue offer's id as a request names it. */
export const idField = z.string().trim().min(1, 'Field required').max(64);

/** A reward's code as a request names it. */
export const rewardCodeField = z.string().trim().min(1, 'Field required').max(64);

/**
 * A day of the calendar as YYYY-MM-DD. The year 0000 fits the ISO format but PostgreSQL's `date`
 * has no such year, so a stored day refuses it here rather than fail the insert.
 */
export const calendarDayField = (message: string) =>
  z.iso.date(message).refine((day) => !day.startsWith('0000'), message);
