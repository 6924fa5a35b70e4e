/** A postal address as the profile and ClientAccount metadata hold it. */
export type PostalAddress = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  city?: string | null | undefined;
  stateId?: string | null | undefined;
  zipCode?: string | null | undefined;
  countryId?: string | null | undefined;
};

/** The lines an envelope carries: street lines, then "City, ST 12345", then the country outside the US. */
export function addressLines(address: PostalAddress | null | undefined): string[] {
  if (!address) return [];
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const place = [
    clean(address.city),
    [clean(address.stateId), clean(address.zipCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const country = clean(address.countryId).toUpperCase();
  return [
    clean(address.addressLine1),
    clean(address.addressLine2),
    place,
    country && country !== 'US' ? country : '',
  ].filter(Boolean);
}
