/** The three signed-in areas (docs/product.md). The current one is the first URL segment. */
export const AREAS = ['manage', 'specialist', 'vender'] as const;
export type Area = (typeof AREAS)[number];

export function areaFromPath(pathname: string): Area | null {
  const first = pathname.split('/')[1] ?? '';
  return (AREAS as readonly string[]).includes(first) ? (first as Area) : null;
}

export const currentArea = (): Area | null => areaFromPath(window.location.pathname);
