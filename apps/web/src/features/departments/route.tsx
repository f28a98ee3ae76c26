import { lazyPage } from '../../shared/layout/lazyPage.tsx';

/** 机构管理, loaded when first opened. */
export const departmentsPage = lazyPage(() => import('./DepartmentsPage.tsx').then((m) => m.DepartmentsPage));
