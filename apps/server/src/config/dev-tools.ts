import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

// The dev tools run on their own beside the portal (src/dev/*.main.ts): their settings are not the
// server's, so they are read here and never reach loadConfig or the README's table.
const devToolsSchema = z.object({
  OIDC_DEV_PORT: port(9090),
  OIDC_DEV_PORTAL_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  FAKE_SOCIAL_PORT: port(9091),
  /** mint-rtoken: which of the brand's r_token keys signs, when several are bound to it. */
  RTOKEN_KID: z.string().min(1).optional(),
});
export type DevToolsConfig = z.infer<typeof devToolsSchema>;

export function loadDevToolsConfig(env: Record<string, string | undefined> = process.env): DevToolsConfig {
  return devToolsSchema.parse(env);
}
