import type { Language, Profile } from '@patron/contracts';
import type { MetadataRepository } from '../metadata/metadata.repository';
import type { CmsProfileReader } from '../profile/cms-profile-reader';
import type { PlayerRow } from '../sign-in/players/players.repository';
import { addressLines } from './statement-address';
import { statementProperty, type StatementProperty } from './statement-property';
import type { StatementCaller } from './statements-context';

/** The top of a statement's first page: who issues it, to whom, when, in which language. */
export type StatementHeader = {
  property: StatementProperty;
  player: { name: string; patronId: string; addressLines: string[] };
  generatedAt: Date;
  language: Language;
};

export type StatementHeaderDeps = {
  metadataRepository: Pick<MetadataRepository, 'findByTypes'>;
  /** The profile as GET /api/profile/ answers it: a casino system's name and address where it owns them. */
  profileReader: Pick<CmsProfileReader, 'findJson'>;
};

export function createStatementHeaders(deps: StatementHeaderDeps) {
  return async (caller: StatementCaller, row: PlayerRow, generatedAt: Date): Promise<StatementHeader> => {
    const [property, json] = await Promise.all([
      statementProperty(deps.metadataRepository, caller.tenantId, caller.tenantName),
      deps.profileReader.findJson(caller.tenantId, caller.patronId),
    ]);
    const profile = json === undefined ? undefined : (JSON.parse(json) as Partial<Profile>);
    const firstName = profile?.firstName ?? row.firstName;
    const lastName = profile?.lastName ?? row.lastName;
    return {
      property,
      player: {
        name: `${firstName} ${lastName}`.trim(),
        patronId: row.patronId,
        addressLines: addressLines(profile?.address ?? row),
      },
      generatedAt,
      language: caller.language,
    };
  };
}
export type StatementHeaders = ReturnType<typeof createStatementHeaders>;
