/**
 * docs/design.md#casino-management-system-connector: phone numbers and e-mail addresses are masked where
 * lists show them. Enough stays for the player to recognise their own (first letter, domain; last digits),
 * not enough to read it off a shoulder or a kiosk screen.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•'.repeat(Math.min(email.length, 8));
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}•••@${host.charAt(0)}•••${tld}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return `•••• ${digits.slice(-4)}`;
}
