import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { PagePlaceholder } from '../components/PageLoading.tsx';

/**
 * One page module, as `import.meta.glob('/src/…/XPage.tsx', { import: 'XPage' })` gives it: the module's path from
 * the app's root (the key) and a loader of the page's export. The path is what the build reads to tell the server
 * which scripts the page's address needs (vite-page-preloads.ts); the loader is the page's own lazy chunk.
 */
export type PageModule = Record<string, () => Promise<unknown>>;

const moduleOfElement = new WeakMap<object, string>();

/** A page loaded on first visit, with a placeholder meanwhile (the layout stays on screen). */
export function lazyPage(module: PageModule, fallback: ReactNode = <PagePlaceholder />): ReactElement {
  const entries = Object.entries(module);
  if (entries.length !== 1) throw new Error(`lazyPage takes one module, got ${entries.length}`);
  const [path, load] = entries[0]!;
  const Page = lazy(async () => {
    const component = await load();
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`${path} has no such page export`);
    }
    return { default: component as ComponentType };
  });
  const element = (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
  moduleOfElement.set(element, path);
  return element;
}

/** The module (path from the app's root, e.g. /src/features/bulletin/BulletinPage.tsx) a lazyPage element loads. */
export function pageModuleOf(element: ReactNode): string | undefined {
  return element !== null && typeof element === 'object' ? moduleOfElement.get(element) : undefined;
}
