import type { Comp, CompStatus, CompType, Player } from '../model';
import { formatMoney } from '../money';
import type { LocalDateTime } from '../time';
import { node, record } from '../xml/element';

/** A comp left active past its expiry reads as expired, so a moving clock needs no job. */
export function statusAt(comp: Comp, now: LocalDateTime): CompStatus {
  return comp.status === 'Active' && comp.expirationDate < now ? 'Expired' : comp.status;
}

export function playerCompListBody(player: Player, now: LocalDateTime): string {
  return node(
    'PlayerCompList',
    player.comps.map((c) =>
      record('Comp', {
        CompID: c.compId,
        CompCode: c.compCode,
        CompTypeID: c.compTypeId,
        Name: c.name,
        Value: formatMoney(c.value),
        IssueDate: c.issueDate,
        ExpirationDate: c.expirationDate,
        Status: statusAt(c, now),
        Location: c.location,
      }),
    ),
  );
}

export function compListBody(catalogue: CompType[]): string {
  return node(
    'CompList',
    catalogue.map((t) =>
      record('CompType', {
        CompTypeID: t.compTypeId,
        Name: t.name,
        Description: t.description,
        Category: t.category,
        PointCost: t.pointCost,
        Value: formatMoney(t.value),
        MinRanking: t.minRanking,
        ValidFrom: t.validFrom,
        ValidTo: t.validTo,
        Available: t.available,
        Location: t.location,
      }),
    ),
  );
}
