// How the storefront's scripts are cut into chunks (docs/performance.md, "Fewer chunks for the app"). Left to itself,
// the bundler makes a chunk for every set of entries that shares modules. The storefront's app (src/start.tsx), each
// lazy screen and the owner console share many small modules, so the app alone came in 21 scripts and a product page
// in 38, most of them 0.1–2 KB; each is a request, and each modulepreload link costs the main thread as the app
// starts. Here the module graph is read once it is built, and what the app runs on every page goes into three chunks
// by who else runs it:
// - `framework`: the packages the app runs (React DOM, Apollo, the router);
// - `common`: our modules the app and the console both run (the domain's rules and their messages);
// - `app`: the rest of what the app runs (layout, header, cart, analytics, and the queries they make).
// The lazy screens' own modules keep the bundler's chunks, one for each set of screens that shares them. What the
// entry script runs (src/main.tsx: the web font's rule; its style sheets, as a chunk of styles alone) stays out of
// these. Each group imports only those before it, and the build fails if two chunks import each other: a cycle lets
// a chunk run before the one it uses has defined what it exports.
import type { Plugin } from 'vite';

type Reach = { main: Set<string>; app: Set<string>; console: Set<string> };

const fromPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const ourScript = (id: string) => /[\\/](client[\\/]src|domain)[\\/].*\.tsx?$/.test(id);
/** A cycle of static imports between the bundle's chunks, as their file names, or undefined. */
export function chunkCycle(bundle: Record<string, { type: string; imports?: string[] }>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const imported of bundle[file]?.imports ?? []) {
      const found = visit(imported);
      if (found) return found;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    const found = visit(file);
    if (found) return found;
  }
  return undefined;
}

/** The plugin that reads the module graph, and the chunk groups that use what it read. */
export function chunkGroups(entries: Record<keyof Reach, string>) {
  const reach: Reach = { main: new Set(), app: new Set(), console: new Set() };
  const plugin: Plugin = {
    name: 'storefront-chunk-groups',
    apply: 'build',
    buildEnd() {
      for (const which of Object.keys(reach) as (keyof Reach)[]) {
        const seen = reach[which];
        // Everything the console may load, on demand too: none of it may sit in a chunk that starts the storefront.
        const followDynamic = which === 'console';
        const next = [entries[which]];
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          next.push(...(info?.importedIds ?? []), ...((followDynamic && info?.dynamicallyImportedIds) || []));
        }
      }
    },
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`These chunks import each other: ${cycle.join(' → ')}. Check the groups in client/chunk-groups.ts.`);
    },
  };
  const storefrontOnly = (id: string) => !reach.main.has(id) && id !== entries.app && !reach.console.has(id);
  // Each group holds exactly the modules its test names: every reach is closed under imports, so a group's modules
  // import only their own group's and those of the groups before it, and the console never loads the app's chunk.
  const exact = { includeDependenciesRecursively: false };
  const groups = [
    // Vite's helper for dynamic imports: the entry script needs it, so it stays a chunk of its own.
    { name: 'preload-helper', test: /preload-helper/, priority: 5 },
    // The entry's style sheets, which blocks and the console import too: a chunk of styles alone, which Vite turns
    // into the page's <link>s (a chunk that imported them from the entry script would start the storefront).
    { name: 'styles', test: (id: string) => reach.main.has(id) && id.endsWith('.css'), priority: 5, ...exact },
    { name: 'framework', test: (id: string) => fromPackage(id) && reach.app.has(id) && !reach.main.has(id), priority: 4, ...exact },
    { name: 'common', test: (id: string) => ourScript(id) && reach.app.has(id) && reach.console.has(id), priority: 3, ...exact },
    { name: 'app', test: (id: string) => ourScript(id) && reach.app.has(id) && storefrontOnly(id), priority: 2, ...exact },
  ];
  return { plugin, groups };
}
