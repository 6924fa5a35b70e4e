/**
 * en-ZW is English with British spelling and the 24-hour clock. Common words only: proper names
 * (a venue called "Glow Theater") are written as the property spells them, so capitalised words
 * are left alone.
 */
const SPELLING: [RegExp, string][] = [
  [/\bfavorite/g, 'favourite'],
  [/\bcolor/g, 'colour'],
  [/\bneighbor/g, 'neighbour'],
  [/\bflavor/g, 'flavour'],
  [/\bhonor/g, 'honour'],
  [/\bcenter\b/g, 'centre'],
  [/\btheater\b/g, 'theatre'],
  [/\bjewelry\b/g, 'jewellery'],
  [/\bprogram\b/g, 'programme'],
  [/\btraveling\b/g, 'travelling'],
  [/\bcanceled\b/g, 'cancelled'],
  [/\borganiz/g, 'organis'],
  [/\bappetizer/g, 'starter'],
  [/\bvacation\b/g, 'holiday'],
  [/\bfall\b/g, 'autumn'],
];

export function toEnZw(text: string): string {
  return SPELLING.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), text);
}
