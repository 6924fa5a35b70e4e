import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type KioskLobby,
  kioskLobbyTokenSchema,
  kioskMedallionsLobbyConfigSchema,
  kioskMilestonesConfigSchema,
  type Language,
} from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { AnnouncementsService } from '../announcements/announcements.service';
import type { BadgesService } from '../badges/badges.service';
import type { MetadataRepository } from '../metadata/metadata.repository';
import type { TiersService } from '../tiers/tiers.service';

const TYPES = ['KioskLobbyToken', 'KioskMedallionsLobbyConfig', 'KioskMilestonesConfig'];
const LOBBY_NEWS = 12;

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What a kiosk shows while nobody is signed in (docs/product.md#kiosk-lobby KioskLobbyToken,
 * KioskMedallionsLobbyConfig, KioskMilestonesConfig): the tenant's public content only. With the lobby token
 * enabled, a request without that token is refused; a misconfigured token (enabled, none set) refuses every
 * request.
 */
export function createKioskLobbyService(deps: {
  metadataRepository: MetadataRepository;
  announcementsService: AnnouncementsService;
  badgesService: BadgesService;
  tiersService: TiersService;
}) {
  return {
    async lobby(
      tenant: { id: string; brand: string },
      language: Language,
      lobbyToken: string | undefined,
    ): Promise<KioskLobby> {
      const found = await deps.metadataRepository.findByTypes(tenant.id, TYPES);
      const raw = found.get('KioskLobbyToken');
      const gate = kioskLobbyTokenSchema.safeParse(raw);
      // A gate switched on with a malformed token refuses everyone rather than opening.
      const gated = gate.success
        ? gate.data.enabled
        : Boolean((raw as { enabled?: unknown } | undefined)?.enabled);
      if (gated) {
        const expected = gate.success ? gate.data.token : null;
        if (!expected || !lobbyToken || !sameSecret(lobbyToken, expected))
          throw new UnauthorizedError('This kiosk lobby needs its lobby token.');
      }
      const medallions = kioskMedallionsLobbyConfigSchema.safeParse(found.get('KioskMedallionsLobbyConfig'));
      const milestones = kioskMilestonesConfigSchema.safeParse(found.get('KioskMilestonesConfig'));
      const showMedallions = medallions.success && medallions.data.enabled;
      const showMilestones = milestones.success && milestones.data.enabled;
      return {
        brand: tenant.brand,
        announcements: await deps.announcementsService.forEveryone(tenant.id, language, LOBBY_NEWS),
        medallions: {
          enabled: showMedallions,
          rotateSeconds: medallions.success ? medallions.data.rotateSeconds : 8,
          slides: showMedallions
            ? medallions.data.slides.map(({ titles, title, imageUri }) => ({
                title: titles?.[language] ?? title,
                imageUri,
              }))
            : [],
          badges: showMedallions
            ? await deps.badgesService.showcase(tenant.id, language, medallions.data.badgeIds)
            : [],
        },
        milestones: {
          enabled: showMilestones,
          milestones: showMilestones ? milestones.data.milestones : [],
          tiers: showMilestones ? await deps.tiersService.ladder(tenant.id, language) : [],
        },
      };
    },
  };
}
export type KioskLobbyService = ReturnType<typeof createKioskLobbyService>;
