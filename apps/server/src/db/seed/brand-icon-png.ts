import { PNG } from 'pngjs';
import { contrastRatio } from '../../lib/contrast';
import type { BrandProfile } from './brands';

/** 5×7 glyphs of the brands' initials (a web manifest needs raster icons; no font rasterizer here). */
const GLYPHS: Record<string, string> = {
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01111 10000 10000 10000 10000 10000 01111',
  E: '11111 10000 10000 11110 10000 10000 11111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  W: '10001 10001 10001 10101 10101 11011 10001',
};

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const textOn = (bg: string) =>
  contrastRatio('#ffffff', bg) >= contrastRatio('#111111', bg) ? '#ffffff' : '#111111';

/**
 * A square PNG icon: the brand colour to the edges (safe as a maskable icon), an accent disc in the
 * middle 72 % and the initials on it. The disc's edge is 4×4 supersampled.
 */
export function brandIconPng(p: BrandProfile, size: number): Buffer {
  const { primary, accent } = p.light;
  const png = new PNG({ width: size, height: size });
  const bg = rgb(primary);
  const disc = rgb(accent);
  const ink = rgb(textOn(accent));
  const glyphs = p.initials.split('').map((c) => (GLYPHS[c] ?? GLYPHS.P ?? '').split(' '));
  const cell = Math.max(1, Math.round(size * 0.045));
  const textWidth = (glyphs.length * 6 - 1) * cell;
  const left = Math.round((size - textWidth) / 2);
  const top = Math.round((size - 7 * cell) / 2);
  const c = size / 2;
  const r = size * 0.36;
  const inked = (x: number, y: number) => {
    const gx = Math.floor((x - left) / cell);
    const gy = Math.floor((y - top) / cell);
    if (x < left || y < top || gy > 6 || gx % 6 === 5) return false;
    return glyphs[Math.floor(gx / 6)]?.[gy]?.[gx % 6] === '1';
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++)
          if (Math.hypot(x + (sx + 0.5) / 4 - c, y + (sy + 0.5) / 4 - c) <= r) inside++;
      const a = inside / 16;
      const fg = inked(x, y) ? ink : disc;
      const i = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) png.data[i + k] = Math.round((fg[k] ?? 0) * a + (bg[k] ?? 0) * (1 - a));
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export const BRAND_ICON_SIZES = [192, 512] as const;
