import path from 'node:path';
import { type Plugin, type ResolvedConfig, type Rolldown, runnerImport } from 'vite';
// By its path, not as @swp/core: Vite loads its config with Node, which takes the workspace package as an external
// package and cannot run its TypeScript; a relative import is bundled with the config.
import { PAGE_PRELOADS_FILE, type PagePreload } from '../../packages/core/src/first-load.ts';
import type { PageModules } from './src/areas/page-modules.ts';

/** The build-time table of which modules each address runs (evaluated in Node, never sent to the browser). */
const PAGE_MODULES = '/src/areas/page-modules.ts';

const STYLE_STUB = '\0swp:style-stub';

/**
 * The route tables' modules import stylesheets on their way (a placeholder's CSS module); the table needs none of
 * them, and Vite's CSS plugin cannot compile them in a module runner started inside a build. Each becomes a module
 * whose class names are their own names.
 */
const stylesStubbed: Plugin = {
  name: 'swp:page-preloads-style-stub',
  enforce: 'pre',
  resolveId: (source) => (/\.css($|\?)/.test(source) ? STYLE_STUB : undefined),
  load: (id) => (id === STYLE_STUB ? 'export default new Proxy({}, { get: (_, name) => String(name) });' : undefined),
};

/**
 * Writes `page-preloads.json` beside index.html: for each page address of the app's route tables, the scripts and
 * stylesheets its first load needs (the area's bundle, the page's chunk and everything they import), so the
 * server can list them in the HTML it sends and the browser fetches them at once, not one after another as each
 * script runs and finds the next. The table comes from the route tables themselves (src/areas/page-modules.ts),
 * run in Node through Vite's module runner; the files from this build's chunk graph.
 */
export function pagePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swp:page-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<{ pageModules: () => PageModules[] }>(PAGE_MODULES, {
        root: config.root,
        logLevel: 'error',
        oxc: { jsx: { runtime: 'automatic' } },
        plugins: [stylesStubbed],
      });
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const chunkOfModule = (modulePath: string) => {
        const id = path.join(config.root, modulePath);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`${PAGE_MODULES} names ${modulePath}, which is in no chunk of this build`);
        return chunk;
      };
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const pages: PagePreload[] = module.pageModules().map(({ pattern, modules }) => {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        for (const m of modules) visit(chunkOfModule(m));
        const url = (file: string) => `${config.base}${file}`;
        return { pattern, scripts: [...scripts].map(url), styles: [...styles].map(url) };
      });
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify({ pages }, null, 1)}\n` });
    },
  };
}
