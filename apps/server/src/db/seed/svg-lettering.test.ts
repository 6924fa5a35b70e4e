import type opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { compactPathData, isSerifStack, lettering } from './svg-lettering';

const round = (value: number) => Math.round(value * 10) / 10;

/** Reads compact relative path data back into absolute end points, as a browser would. */
function absolutePoints(d: string): [string, number, number][] {
  const points: [string, number, number][] = [];
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    const numbers = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    expect(numbers.length).toBe(arity[command!]);
    if (command === 'z') {
      x = startX;
      y = startY;
      points.push(['z', x, y]);
      continue;
    }
    x = round(x + numbers.at(-2)!);
    y = round(y + numbers.at(-1)!);
    if (command === 'm') [startX, startY] = [x, y];
    points.push([command!, x, y]);
  }
  return points;
}

describe('svg lettering', () => {
  it('tells a serif font stack from a sans-serif one by its generic family', () => {
    expect(isSerifStack("'Book Antiqua', Palatino, Georgia, serif")).toBe(true);
    expect(isSerifStack('Georgia, serif')).toBe(true);
    expect(isSerifStack("'Helvetica Neue', Helvetica, Arial, sans-serif")).toBe(false);
    expect(isSerifStack("system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif")).toBe(false);
  });

  it('writes relative path data that lands on the rounded absolute points, contour after contour', () => {
    const commands: opentype.PathCommand[] = [
      { type: 'M', x: 10.04, y: 20.06 },
      { type: 'L', x: 10.04, y: 20.06 },
      { type: 'L', x: 15.55, y: 20.44 },
      { type: 'Q', x1: 17.01, y1: 25.5, x: 12.349, y: 30 },
      { type: 'C', x1: 11, y1: 31.2, x2: 9.95, y2: 29.96, x: 10.04, y: 20.06 },
      { type: 'Z' },
      { type: 'M', x: 40.26, y: 0.04 },
      { type: 'L', x: 39.74, y: 5.5 },
      { type: 'Z' },
    ];
    const d = compactPathData(commands);
    expect(d).not.toMatch(/l0 0/);
    expect(absolutePoints(d)).toEqual([
      ['m', 10, 20.1],
      ['l', 15.6, 20.4],
      ['q', 12.3, 30],
      ['c', 10, 20.1],
      ['z', 10, 20.1],
      ['m', 40.3, 0],
      ['l', 39.7, 5.5],
      ['z', 40.3, 0],
    ]);
  });

  it('draws a line of text as one path, centred on x when anchored in the middle', () => {
    const path = lettering({
      text: 'CH',
      x: 48,
      y: 57,
      size: 24,
      fontStack: 'serif',
      weight: 'bold',
      anchor: 'middle',
      fill: '#fff',
    });
    expect(path).toMatch(/^<path d="m[^"]+" fill="#fff"\/>$/);
    const xs = absolutePoints(/d="([^"]+)"/.exec(path)![1]!).map(([, x]) => x);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(48, -0.5);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(20);
  });

  it('refuses text the font cannot draw rather than leaving a gap in the artwork', () => {
    expect(() =>
      lettering({ text: 'Win ✓', x: 0, y: 0, size: 20, fontStack: 'serif', fill: '#000' }),
    ).toThrow(/no glyph for "✓"/);
  });
});
