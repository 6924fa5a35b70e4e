/*
 * Zod-free on purpose: the web's entry reads these.
 * The ids of the data blocks the server writes into a portal page (`<script type="application/json">`),
 * each with a `data-url` naming the request whose answer it holds.
 */
export const BOOT_DATA_IDS = {
  clientAccount: 'boot-client-account',
  bootstrapMetadata: 'boot-metadata',
  catalog: 'boot-l10n',
} as const;
