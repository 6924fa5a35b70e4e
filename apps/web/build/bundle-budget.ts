/** Vite's build manifest (build.manifest: true): one entry per source module that became a chunk. */
export type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export interface RouteBudget {
  /**
   * Source modules whose chunks the route loads (besides the entry), e.g. its lazy route modules, or
   * the name of a chunk group (build/chunk-groups.ts), whose modules the manifest does not list.
   */
  modules: string[];
  /** Gzip bytes of all JS the route loads, entry included, in KiB. */
  maxGzipKiB: number;
}

/** The JS files a route loads: the entry's and each module's chunk, with their static imports. */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const files: string[] = [];
  const chunkKey = (module: string) =>
    manifest[module]
      ? module
      : Object.keys(manifest).find((key) => manifest[key]?.name === module && key.endsWith('.js'));
  const visit = (module: string) => {
    const key = chunkKey(module);
    const chunk = key === undefined ? undefined : manifest[key];
    if (key === undefined || !chunk) throw new Error(`bundle budget: ${module} is not a chunk of this build`);
    if (seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...modules]) visit(key);
  return files;
}

export interface BudgetResult {
  route: string;
  gzipKiB: number;
  maxGzipKiB: number;
  files: number;
  ok: boolean;
}

export function checkBudgets(
  manifest: Manifest,
  budgets: Record<string, RouteBudget>,
  gzipSize: (file: string) => number,
): BudgetResult[] {
  return Object.entries(budgets).map(([route, budget]) => {
    const files = routeFiles(manifest, budget.modules);
    const gzipKiB = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    return {
      route,
      gzipKiB,
      maxGzipKiB: budget.maxGzipKiB,
      files: files.length,
      ok: gzipKiB <= budget.maxGzipKiB,
    };
  });
}

export function formatResult(r: BudgetResult): string {
  const verdict = r.ok ? 'ok' : 'OVER BUDGET';
  return `${r.route.padEnd(12)} ${r.gzipKiB.toFixed(1).padStart(7)} KiB gzip in ${String(r.files).padStart(2)} files (budget ${r.maxGzipKiB} KiB): ${verdict}`;
}
