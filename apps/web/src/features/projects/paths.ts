/** Where the project pages live (the manage route table registers them as pages of `project`). */
const BASE = '/manage/layout/project';

export const projectPath = {
  list: BASE,
  create: `${BASE}/new`,
  detail: (id: number) => `${BASE}/${id}`,
  edit: (id: number) => `${BASE}/${id}/edit`,
};
