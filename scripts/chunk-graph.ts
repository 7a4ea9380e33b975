// Walks a build's chunks along their static imports: what loads with a chunk, and what a lazy one
// adds. Shared by the build plugins (vite.config.ts) and the benchmark (scripts/bench).

/** `starts` and every chunk they import statically, directly or not. */
export function staticImportClosure(
  starts: string[],
  importsOf: (file: string) => string[] | undefined,
): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    importsOf(file)?.forEach(visit);
  };
  starts.forEach(visit);
  return reached;
}
