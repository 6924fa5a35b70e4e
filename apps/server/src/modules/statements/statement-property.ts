import { brandingSchema, clientAccountSchema } from '@patron/contracts';
import { z } from 'zod';
import type { MetadataRepository } from '../metadata/metadata.repository';
import { addressLines } from './statement-address';
import { rasterLogoOf, type StatementLogo } from './statement-logo';

/** What a statement prints of the property: its mark, address and the zone its dates are in. */
export type StatementProperty = {
  name: string;
  addressLines: string[];
  logo: StatementLogo | null;
  /** The brand's colours, for the name when there is no raster logo. */
  colours: { primary: string; onPrimary: string };
  timeZone: string;
};

const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
const HEX = /^#[0-9a-f]{6}$/i;

const addressSchema = z.object({
  addressLine1: z.string().nullish(),
  addressLine2: z.string().nullish(),
  city: z.string().nullish(),
  stateId: z.string().nullish(),
  zipCode: z.string().nullish(),
  countryId: z.string().nullish(),
});
const accountSchema = clientAccountSchema.partial().extend({ address: addressSchema.optional() });

/** Read from the tenant's ClientAccount and Branding metadata; what is missing or malformed is left out. */
export async function statementProperty(
  metadataRepository: Pick<MetadataRepository, 'findByTypes'>,
  tenantId: string,
  name: string,
): Promise<StatementProperty> {
  const found = await metadataRepository.findByTypes(tenantId, ['ClientAccount', 'Branding']);
  const account = accountSchema.safeParse(found.get('ClientAccount'));
  const branding = brandingSchema.safeParse(found.get('Branding'));
  const light = branding.success ? branding.data.themes.light : undefined;
  const colour = (token: string, fallback: string) => {
    const value = light?.cssProps[token];
    return value && HEX.test(value) ? value : fallback;
  };
  return {
    name,
    addressLines: account.success ? addressLines(account.data.address) : [],
    logo: rasterLogoOf(light?.settings.logo),
    colours: {
      primary: colour('--color-primary', '#111827'),
      onPrimary: colour('--color-on-primary', '#ffffff'),
    },
    timeZone: (account.success && account.data.timeZone) || DEFAULT_TIME_ZONE,
  };
}
