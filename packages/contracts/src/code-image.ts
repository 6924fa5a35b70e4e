import { z } from 'zod';

/** GET /api/codeimage/{rewardCode}?scale=0.6 */
export const codeImageQuerySchema = z.object({ scale: z.coerce.number().min(0.1).max(4).default(0.6) });
