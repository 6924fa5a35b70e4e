/**
 * Lettering for the generated brand, badge and offer images, drawn as outlines (an SVG path) rather
 * than SVG <text>, the way a real brand's artwork is delivered: the image looks the same on every
 * device whatever fonts it has, and the browser paints it without matching fonts or laying out text
 * inside each image (on the sign-in page the logo is the largest paint, and the font
 * look-ups of its text were among the first screen's longest tasks).
 * The outlines come from Noto Serif and Noto Sans (SIL Open Font License), chosen by the brand's
 * CSS font stack: its generic family decides.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

export type LetterWeight = 'regular' | 'bold';

export interface Lettering {
  text: string;
  /** Baseline origin, in the image's user units. */
  x: number;
  y: number;
  size: number;
  /** A CSS font-family list: a serif one is drawn in Noto Serif, any other in Noto Sans. */
  fontStack: string;
  weight?: LetterWeight;
  /** As SVG's text-anchor: x is where the line starts, or its middle. */
  anchor?: 'start' | 'middle';
  fill: string;
}

const require = createRequire(import.meta.url);
const fonts = new Map<string, opentype.Font>();

/** The generic family ends a CSS font stack: `serif` (but not `sans-serif`) means a serif face. */
export function isSerifStack(fontStack: string): boolean {
  return /(^|[\s,])serif\s*$/.test(fontStack.trim());
}

function fontFor(fontStack: string, weight: LetterWeight): opentype.Font {
  const family = isSerifStack(fontStack) ? 'noto-serif' : 'noto-sans';
  const file = `@fontsource/${family}/files/${family}-latin-${weight === 'bold' ? 700 : 400}-normal.woff`;
  let font = fonts.get(file);
  if (!font) {
    const bytes = readFileSync(require.resolve(file));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(file, font);
  }
  return font;
}

const snap = (value: number) => Math.round(value * 10) / 10;

/** A difference of snapped positions in tenths, as short as SVG allows: `-.5`, `3`, `12.4`. */
const tenth = (value: number) => {
  const rounded = snap(value);
  return String(rounded === 0 ? 0 : rounded).replace(/^(-?)0\./, '$1.');
};

/** Relative commands from positions rounded to tenths (no drift): about half opentype's absolute form. */
export function compactPathData(commands: readonly opentype.PathCommand[]): string {
  let out = '';
  let x = 0;
  let y = 0;
  // After a closepath the pen is back where its subpath began, and the next move is relative to that.
  let subpathX = 0;
  let subpathY = 0;
  const moveTo = (toX: number, toY: number) => {
    const rx = snap(toX);
    const ry = snap(toY);
    const delta = [tenth(rx - x), tenth(ry - y)];
    x = rx;
    y = ry;
    return delta;
  };
  // A separator only where the next number could be read as part of the last: `1.2.4` is 1.2 and .4.
  const join = (numbers: string[]) =>
    numbers.reduce((acc, n, i) => {
      const last = numbers[i - 1] ?? '';
      const joins = !acc || n.startsWith('-') || (n.startsWith('.') && last.includes('.'));
      return joins ? acc + n : `${acc} ${n}`;
    }, '');
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      x = subpathX;
      y = subpathY;
      continue;
    }
    const startX = x;
    const startY = y;
    const relative = (cx: number, cy: number) => [tenth(snap(cx) - startX), tenth(snap(cy) - startY)];
    if (command.type === 'M') {
      out += `m${join(moveTo(command.x, command.y))}`;
      subpathX = x;
      subpathY = y;
    } else if (command.type === 'L') {
      const delta = moveTo(command.x, command.y);
      if (delta.some((n) => n !== '0')) out += `l${join(delta)}`;
    } else if (command.type === 'Q')
      out += `q${join([...relative(command.x1, command.y1), ...moveTo(command.x, command.y)])}`;
    else
      out += `c${join([...relative(command.x1, command.y1), ...relative(command.x2, command.y2), ...moveTo(command.x, command.y)])}`;
  }
  return out;
}

/** One `<path>` drawing the text's glyphs (with the font's kerning) at a tenth of a unit's precision. */
export function lettering({
  text,
  x,
  y,
  size,
  fontStack,
  weight = 'regular',
  anchor = 'start',
  fill,
}: Lettering): string {
  const font = fontFor(fontStack, weight);
  const missing = [...text].filter((char) => font.charToGlyph(char).index === 0 && char.trim() !== '');
  if (missing.length > 0) throw new Error(`no glyph for ${JSON.stringify(missing.join(''))} in "${text}"`);
  const start = anchor === 'middle' ? x - font.getAdvanceWidth(text, size) / 2 : x;
  const d = compactPathData(font.getPath(text, start, y, size).commands);
  return `<path d="${d}" fill="${fill}"/>`;
}
