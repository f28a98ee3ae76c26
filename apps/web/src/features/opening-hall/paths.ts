/** The supplier's 开标大厅 of one project, under 我的项目 (routed by areas/vender/my-projects). */
export const myProjectHallPath = (projectId: number) => `/vender/layout/project/${projectId}/hall`;
