/** 在线评标 pages of the specialist area (routed by areas/specialist/routes.tsx). */
export const EVALUATION = '/specialist/layout/evaluation';

/** One project's 评标 workspace: bid files, the chair election, the sheets, the chair's panel and the report. */
export const evalWorkspacePath = (projectId: number) => `${EVALUATION}/${projectId}`;
