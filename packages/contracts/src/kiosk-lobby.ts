import { z } from 'zod';
import { announcementSchema } from './announcements';
import { badgeShowcaseItemSchema } from './badges';
import { LANGUAGES } from './common/languages';
import { tierSchema } from './tiers';

/**
 * KioskLobbyToken metadata: when enabled, `GET /api/kiosk/lobby` answers only a request carrying
 * the token in the `X-Kiosk-Lobby-Token` header. The public metadata call never shows `token`
 * (the stored metadata has it; `GET /api/MetaData/KioskLobbyToken` answers `{enabled}`).
 */
export const kioskLobbyTokenSchema = z.object({
  enabled: z.boolean(),
  token: z.string().min(16).nullable().optional(),
});
export type KioskLobbyToken = z.infer<typeof kioskLobbyTokenSchema>;
export const KIOSK_LOBBY_TOKEN_HEADER = 'X-Kiosk-Lobby-Token';

/** KioskMedallionsLobbyConfig metadata: the attract screen's rotating slides and badge showcase. */
export const kioskMedallionsLobbyConfigSchema = z.object({
  enabled: z.boolean(),
  rotateSeconds: z.number().int().min(3).max(120),
  slides: z.array(
    z.object({
      title: z.string(),
      imageUri: z.string(),
      /** The title in other languages; the lobby answers the request's language, else `title`. */
      titles: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
    }),
  ),
  /** Badge ids to show, in this order; absent = every badge of the tenant. */
  badgeIds: z.array(z.string()).optional(),
});
export type KioskMedallionsLobbyConfig = z.infer<typeof kioskMedallionsLobbyConfigSchema>;

/** KioskMilestonesConfig metadata: the tier ladder the lobby shows (points = tier credits needed). */
export const kioskMilestonesConfigSchema = z.object({
  enabled: z.boolean(),
  milestones: z.array(
    z.object({
      points: z.number().int().min(0),
      label: z.string(),
      tierNumber: z.number().int().min(1).optional(),
    }),
  ),
});
export type KioskMilestonesConfig = z.infer<typeof kioskMilestonesConfigSchema>;

/**
 * `GET /api/kiosk/lobby`: what a kiosk shows while nobody is signed in. Public content of the
 * tenant only: no player, no balance, nothing personal. Announcements are those without a tier
 * audience. A disabled part comes back with `enabled: false` and empty lists.
 */
export const kioskLobbySchema = z.object({
  brand: z.string(),
  announcements: z.array(announcementSchema),
  medallions: z.object({
    enabled: z.boolean(),
    rotateSeconds: z.number().int(),
    slides: z.array(z.object({ title: z.string(), imageUri: z.string() })),
    badges: z.array(badgeShowcaseItemSchema),
  }),
  milestones: z.object({
    enabled: z.boolean(),
    milestones: kioskMilestonesConfigSchema.shape.milestones,
    tiers: z.array(tierSchema),
  }),
});
export type KioskLobby = z.infer<typeof kioskLobbySchema>;
