/** 我的项目 pages of the vender area (routed by areas/vender/routes.tsx). */
export const MY_PROJECTS = '/vender/layout/project';

/** One project of the company: its enrolments, the bid upload and receipt, the 开标记录. */
export const myProjectPath = (projectId: number) => `${MY_PROJECTS}/${projectId}`;
