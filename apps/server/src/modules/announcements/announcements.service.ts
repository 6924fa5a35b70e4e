import type { Announcement, Language } from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
import { localize } from '../../lib/localize';
import type { CmsRegistry } from '../cms/cms-registry';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { AnnouncementsRepository, Audience } from './announcements.repository';

type Row = Awaited<ReturnType<AnnouncementsRepository['current']>>[number];

function toAnnouncement({ translations, ...row }: Row, language: Language): Announcement {
  const text = localize({ title: row.title, body: row.body }, translations, language);
  return {
    id: row.id,
    title: text.title,
    body: text.body,
    imageUrl: row.imageUrl,
    link: row.link,
    category: row.category,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The property's news (docs/design.md#loyalty-api): what is live now, for the player's tier or for everyone.
 */
export function createAnnouncementsService(deps: {
  announcementsRepository: AnnouncementsRepository;
  playersRepository: PlayersRepository;
  cms: CmsRegistry;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function list(tenantId: string, audience: Audience, language: Language, limit?: number) {
    const rows = await deps.announcementsRepository.current(tenantId, now(), audience, limit);
    return rows.map((row) => toAnnouncement(row, language));
  }

  return {
    /** The signed-in player's feed: announcements for everyone and for their tier now. */
    async forPlayer(who: { tenantId: string; patronId: string }, language: Language) {
      const player = await deps.playersRepository.findByPatronId(who.tenantId, who.patronId);
      if (!player) throw new UnauthorizedError();
      const at = now();
      const cms = await deps.cms.forTenant(who.tenantId);
      const tier = await cms.getTier({ tenantId: who.tenantId, playerId: player.id }, at);
      return list(who.tenantId, { tier: tier.number }, language);
    },

    /** What anyone may see (the kiosk lobby): announcements without a tier audience. */
    forEveryone(tenantId: string, language: Language, limit?: number) {
      return list(tenantId, { tier: null }, language, limit);
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
