import type { KioskLobby, Tier } from '@patron/contracts';

export interface LadderStep {
  key: string;
  label: string;
  credits: number;
  colour: string | undefined;
  benefits: string[];
}

type Milestones = KioskLobby['milestones'];

function tierFor(
  milestone: Milestones['milestones'][number],
  index: number,
  tiers: readonly Tier[],
): Tier | undefined {
  if (milestone.tierNumber !== undefined) return tiers.find((tier) => tier.number === milestone.tierNumber);
  const byName = tiers.find((tier) => tier.name.toLowerCase() === milestone.label.toLowerCase());
  return byName ?? tiers[index];
}

/**
 * KioskMilestonesConfig drives the lobby's tier display: its milestones, in order, with the colour
 * and benefits of the tier each one names. Without milestones the tenant's ladder shows as it is.
 */
export function ladderSteps({ milestones, tiers }: Milestones, benefitsPerStep = 2): LadderStep[] {
  if (milestones.length === 0) {
    return tiers.map((tier) => ({
      key: `tier-${tier.number}`,
      label: tier.name,
      credits: tier.creditsRequired,
      colour: tier.colour,
      benefits: tier.benefits.slice(0, benefitsPerStep),
    }));
  }
  return [...milestones]
    .map((milestone, index) => ({ milestone, tier: tierFor(milestone, index, tiers) }))
    .sort((a, b) => a.milestone.points - b.milestone.points)
    .map(({ milestone, tier }, index) => ({
      key: `milestone-${index}`,
      label: milestone.label,
      credits: milestone.points,
      colour: tier?.colour,
      benefits: tier?.benefits.slice(0, benefitsPerStep) ?? [],
    }));
}
