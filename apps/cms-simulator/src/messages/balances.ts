import type { Player } from '../model';
import { formatMoney } from '../money';
import { PROPERTY } from '../property';
import { leaves, node, record } from '../xml/element';

export function playerBalancesBody(player: Player): string {
  const b = player.balances;
  return node('PlayerBalances', [
    ...leaves({
      PointBalance: b.pointBalance,
      TierPoints: b.tierPoints,
      CompBalance: formatMoney(b.compBalance),
      SecondCompBalance: formatMoney(b.secondCompBalance),
      RewardBalance: formatMoney(b.rewardBalance),
      GiftPoints: b.giftPoints,
      PointToDollarRate: PROPERTY.pointToDollarRate,
    }),
    b.pointsExpiring.length
      ? node(
          'PointsExpiring',
          b.pointsExpiring.map((l) => record('Lot', { Amount: l.amount, ExpirationDate: l.expirationDate })),
        )
      : '',
  ]);
}

export function creditInfoBody(player: Player): string {
  const c = player.credit;
  return record('CreditInfo', {
    CreditAccount: c.creditAccount,
    CreditLimit: formatMoney(c.creditLimit),
    AvailableCredit: formatMoney(c.availableCredit),
    OutstandingMarkers: formatMoney(c.outstandingMarkers),
  });
}
