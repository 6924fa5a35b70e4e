import { contrastRatio } from '../../lib/contrast';
import type { BrandProfile } from './brands';
import { lettering } from './svg-lettering';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textOn = (bg: string) =>
  contrastRatio('#ffffff', bg) >= contrastRatio('#111111', bg) ? '#ffffff' : '#111111';

function svg(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `  <title id="title">${esc(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function logo(p: BrandProfile): string {
  const { primary, accent } = p.light;
  const fg = textOn(primary);
  return svg(
    320,
    96,
    `${p.name} logo`,
    [
      `  <rect width="320" height="96" rx="14" fill="${primary}"/>`,
      `  <circle cx="48" cy="48" r="30" fill="${accent}" stroke="${fg}" stroke-width="3"/>`,
      `  ${lettering({ text: p.initials, x: 48, y: 57, size: 24, fontStack: p.fontHeading, weight: 'bold', anchor: 'middle', fill: textOn(accent) })}`,
      `  ${lettering({ text: p.name.split(' ').slice(0, 2).join(' '), x: 92, y: 44, size: 20, fontStack: p.fontHeading, weight: 'bold', fill: fg })}`,
      `  ${lettering({ text: p.name.split(' ').slice(2).join(' ') || 'Players Club', x: 92, y: 70, size: 15, fontStack: p.fontBody, fill: fg })}`,
    ].join('\n'),
  );
}

function banner(p: BrandProfile): string {
  const { primary, accent } = p.light;
  return svg(
    1200,
    300,
    `${p.name}: ${p.tagline}`,
    [
      '  <defs>',
      `    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient>`,
      '  </defs>',
      '  <rect width="1200" height="300" fill="url(#g)"/>',
      `  <circle cx="1040" cy="60" r="180" fill="#ffffff" opacity="0.08"/>`,
      `  <circle cx="1120" cy="260" r="120" fill="#000000" opacity="0.10"/>`,
      '  <rect x="48" y="86" width="760" height="136" rx="12" fill="#000000" opacity="0.45"/>',
      `  ${lettering({ text: p.name, x: 80, y: 150, size: 48, fontStack: p.fontHeading, weight: 'bold', fill: '#ffffff' })}`,
      `  ${lettering({ text: p.tagline, x: 80, y: 196, size: 26, fontStack: p.fontBody, fill: '#ffffff' })}`,
    ].join('\n'),
  );
}

function loader(p: BrandProfile): string {
  const { primary, accent } = p.light;
  return svg(
    96,
    96,
    `Loading ${p.name}`,
    [
      `  <circle cx="48" cy="48" r="36" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="8"/>`,
      `  <circle cx="48" cy="48" r="36" fill="none" stroke="${primary}" stroke-width="8" stroke-linecap="round" stroke-dasharray="170 57">`,
      '    <animateTransform attributeName="transform" type="rotate" from="0 48 48" to="360 48 48" dur="1s" repeatCount="indefinite"/>',
      '  </circle>',
      `  ${lettering({ text: p.initials, x: 48, y: 55, size: 20, fontStack: p.fontHeading, weight: 'bold', anchor: 'middle', fill: primary })}`,
    ].join('\n'),
  );
}

function icon(p: BrandProfile): string {
  const { primary } = p.light;
  return svg(
    64,
    64,
    `${p.name} icon`,
    [
      `  <rect width="64" height="64" rx="${Math.min(parseInt(p.radius, 10), 20)}" fill="${primary}"/>`,
      `  ${lettering({ text: p.initials, x: 32, y: 41, size: 26, fontStack: p.fontHeading, weight: 'bold', anchor: 'middle', fill: textOn(primary) })}`,
    ].join('\n'),
  );
}

export function brandAssets(
  p: BrandProfile,
): Record<'logo.svg' | 'banner.svg' | 'loader.svg' | 'icon.svg', string> {
  return { 'logo.svg': logo(p), 'banner.svg': banner(p), 'loader.svg': loader(p), 'icon.svg': icon(p) };
}
