import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments explain themselves or link the repository's own docs (docs/*.md#heading). A reader has
// neither the documents that lived outside the repository nor the issue tracker, so neither is cited.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'data']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html|md)$/;

const SECTION = '\u00a7';
const OUTSIDE_DOCUMENT = new RegExp(
  String.raw`\b(?:DESIGN|SPEC|[Ss]pec)(?:\.md)?\s*${SECTION}|CASINO-SYSTEM-${'API'}`,
);
const ISSUE_NUMBER = /\bissues? #?\d/i;
const DOCS_LINK = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(name)) yield path;
  }
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    anchors.add(repeat ? `${base}-${repeat}` : base);
  }
  return anchors;
}

const docs = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> | undefined {
  if (!docs.has(file)) {
    const path = join(ROOT, 'docs', file);
    if (!existsSync(path)) return undefined;
    docs.set(file, headingAnchors(readFileSync(path, 'utf8')));
  }
  return docs.get(file);
}

type Finding = { at: string; text: string };
const citations: Finding[] = [];
const issueNumbers: Finding[] = [];
const brokenLinks: Finding[] = [];
let scanned = 0;
for (const root of SOURCE_ROOTS) {
  for (const path of sourceFiles(join(ROOT, root))) {
    scanned++;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const at = `${relative(ROOT, path)}:${index + 1}`;
        if (OUTSIDE_DOCUMENT.test(line)) citations.push({ at, text: line.trim() });
        if (ISSUE_NUMBER.test(line)) issueNumbers.push({ at, text: line.trim() });
        for (const [link, file, anchor] of line.matchAll(DOCS_LINK)) {
          const anchors = file ? anchorsOf(file) : undefined;
          if (!anchors || (anchor && !anchors.has(anchor))) brokenLinks.push({ at, text: link });
        }
      });
  }
}

describe('what comments cite', () => {
  it('scans the source and reads the docs it links', () => {
    expect(scanned).toBeGreaterThan(100);
    expect(docs.size).toBeGreaterThan(0);
  });

  it('cites no document outside the repository (link docs/*.md#heading instead)', () => {
    expect(citations).toEqual([]);
  });

  it('cites no issue number (say the reason itself)', () => {
    expect(issueNumbers).toEqual([]);
  });

  it('links only docs files and headings that exist', () => {
    expect(brokenLinks).toEqual([]);
  });
});
