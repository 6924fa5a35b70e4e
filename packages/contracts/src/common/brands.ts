import { z } from 'zod';
import { BRANDS, LAYOUTS } from './brand-codes';

export * from './brand-codes';

export const brandSchema = z.enum(BRANDS);

export const layoutSchema = z.enum(LAYOUTS);
