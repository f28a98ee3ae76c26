import type { ComponentType } from 'react';

type AreaModule = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * The lazy bundle of each area, by the first segment of its addresses (docs/product.md root routes). The root
 * router loads them; the build reads their paths (areas/page-modules.ts) to tell the server what each address
 * needs. The glob of one file gives the module's path beside its loader.
 */
export const AREA_BUNDLES = {
  manage: import.meta.glob<{ default: ComponentType }>('/src/areas/manage/ManageArea.tsx'),
  specialist: import.meta.glob<{ default: ComponentType }>('/src/areas/specialist/SpecialistArea.tsx'),
  vender: import.meta.glob<{ default: ComponentType }>('/src/areas/vender/VenderArea.tsx'),
  errors: import.meta.glob<{ default: ComponentType }>('/src/areas/errors/ErrorsArea.tsx'),
} satisfies Record<string, AreaModule>;

export type AreaSegment = keyof typeof AREA_BUNDLES;

/** The one module path of an area's bundle (/src/areas/vender/VenderArea.tsx). */
export const areaBundlePath = (segment: AreaSegment): string => Object.keys(AREA_BUNDLES[segment])[0]!;

/** Loads an area's bundle and answers its component. */
export const loadArea = async (segment: AreaSegment): Promise<ComponentType> =>
  (await Object.values(AREA_BUNDLES[segment])[0]!()).default;
