/** Birthdate typed as digits (the kiosk keyboard has digits only) shown and sent as YYYY-MM-DD. */
export function formatBirthdate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

export const BIRTHDATE_DIGITS = 8;
