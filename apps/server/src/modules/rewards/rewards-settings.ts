import { rewardsManagementSchema, type RewardsManagement } from '@patron/contracts';

/**
 * A tenant's RewardsManagement metadata, key by key: a key that is off its schema is dropped on its
 * own instead of taking the valid ones with it (each then falls back to its default), and swapping
 * is off when the metadata is not an object or its allowSwap is malformed, never on by accident.
 */
export function rewardsSettingsFrom(metadata: unknown): Partial<RewardsManagement> {
  if (metadata === undefined) return {};
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
    return { allowSwap: false };
  const values = metadata as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(rewardsManagementSchema.shape)) {
    if (!(key in values)) continue;
    const parsed = schema.safeParse(values[key]);
    if (parsed.success) settings[key] = parsed.data;
    else if (key === 'allowSwap') settings.allowSwap = false;
  }
  return settings as Partial<RewardsManagement>;
}
