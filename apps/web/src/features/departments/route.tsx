import { lazyPage } from '../projects/routes.tsx';

/** 机构管理, loaded when first opened. */
export const departmentsPage = lazyPage(() => import('./DepartmentsPage.tsx').then((m) => m.DepartmentsPage));
