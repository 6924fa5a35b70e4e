import { UnauthorizedError } from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import { readCompTypes, readPlayerComps } from './cms-comp-messages';
import { CmsErrorAnswer, CmsUnavailableError } from './cms-errors';
import type { CmsHttpClient } from './cms-http-client';
import { readPlayerBalances, readPlayerProfile } from './cms-messages';
import { localTimeText, type CmsClock } from './cms-values';
import type { CmsEnvelope } from './cms-xml-parser';

export type TierRung = { number: number; name: string; creditsRequired: number };

export type XmlHttpConnectorDeps = {
  /** This tenant's CMS. */
  client: CmsHttpClient;
  /** The player's id in the CMS (their externalId); throws a domain error when they have none. */
  cmsIdOf(player: PlayerKey): Promise<string>;
  /** The tenant's time zone and gaming-day start (ClientAccount metadata). */
  clock(): Promise<CmsClock>;
  /** The tenant's tiers, which the CMS's Ranking numbers name. */
  tierLadder(): Promise<TierRung[]>;
  now?: () => Date;
};

const PLAYER_ID = /^\d{1,12}$/;

/** The calls the reads and writes of one tenant's CMS share: ids checked, error codes read one way. */
export function createCmsCalls(deps: XmlHttpConnectorDeps) {
  const { client } = deps;

  async function cmsId(player: PlayerKey): Promise<string> {
    const id = await deps.cmsIdOf(player);
    // A CMS id is digits (docs/casino-system.md#envelope); anything else can name no CMS player.
    if (!PLAYER_ID.test(id)) throw new UnauthorizedError();
    return id;
  }

  /**
   * One read; docs/casino-system.md#errors: an unknown player is as good as no token (as the statements
   * treat a player who no longer exists), NORECORDS of a list read is an empty list (null here), any other
   * code is a CMS failure.
   */
  async function read(path: string, isList: boolean): Promise<CmsEnvelope | null> {
    try {
      return await client.get(path);
    } catch (error) {
      if (!(error instanceof CmsErrorAnswer)) throw error;
      if (error.code === 'INVALIDPLAYERID') throw new UnauthorizedError();
      if (error.code === 'NORECORDS' && isList) return null;
      throw new CmsUnavailableError(`${path.split('/', 1)[0]} answered ${error.code.slice(0, 40)}`);
    }
  }
  const must = async (path: string) => (await read(path, false))!;
  const zone = async () => (await deps.clock()).timeZone;
  const list = async <T>(path: string, reader: (envelope: CmsEnvelope, timeZone: string) => T[]) => {
    const [envelope, timeZone] = await Promise.all([read(path, true), zone()]);
    return envelope ? reader(envelope, timeZone) : [];
  };

  return {
    client,
    cmsId,
    read,
    must,
    list,
    zone,
    now: deps.now ?? (() => new Date()),
    async localDay(at: Date) {
      return localTimeText(at, await zone()).slice(0, 10);
    },
    balances: async (id: string) => readPlayerBalances(await must(`PlayerBalances/${id}`), await zone()),
    profile: async (id: string) => readPlayerProfile(await must(`PlayerProfile/${id}`), await zone()),
    catalogue: () => list('CompListMessage', readCompTypes),
    comps: (id: string) => list(`PlayerCompListMessage/${id}`, readPlayerComps),
  };
}
export type CmsCalls = ReturnType<typeof createCmsCalls>;
