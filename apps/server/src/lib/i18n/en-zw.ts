import type { Catalogue } from './catalogue';
import { enUS } from './en-us';

/** en-ZW shares the en-US wording of the server's messages; its own texts are the messages sent. */
export const enZW: Catalogue = { ...enUS };
