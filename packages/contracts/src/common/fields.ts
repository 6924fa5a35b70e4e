import { z } from 'zod';

/** A catalogue offer's id as a request names it. */
export const idField = z.string().trim().min(1, 'Field required').max(64);

/** A reward's code as a request names it. */
export const rewardCodeField = z.string().trim().min(1, 'Field required').max(64);
