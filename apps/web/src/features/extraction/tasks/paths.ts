/** Where the 外部招募专家抽取 pages live (pages of the `specialist-extract` entry in the manage route table). */
const BASE = '/manage/layout/specialist-extract';

export const taskPath = {
  list: BASE,
  create: `${BASE}/new`,
  detail: (id: number) => `${BASE}/${id}`,
};
