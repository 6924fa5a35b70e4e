/** Ten-thousandths of a dollar: the CMS's amounts have up to 4 places and stay exact as integers. */
export type Money = number;

export function usd(dollars: number): Money {
  return Math.round(dollars * 10_000);
}

/** `2500000` → `250.00`, `123456` → `12.3456`, `-3357858` → `-335.7858`. */
export function formatMoney(amount: Money): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  const whole = Math.floor(abs / 10_000);
  const fraction = String(abs % 10_000).padStart(4, '0');
  return `${sign}${whole}.${fraction.endsWith('00') ? fraction.slice(0, 2) : fraction}`;
}
