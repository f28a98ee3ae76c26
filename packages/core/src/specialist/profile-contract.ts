import { endpoint } from '../contract/endpoint.ts';
import { specialistProfileOutput } from './profile.ts';

/**
 * 我的信息 (专家端, docs/product.md): the signed-in expert's own profile. The history of evaluations is
 * evaluationApi.history; the password is changed through the 专家端 login's modifyPassword.
 */
export const specialistProfileApi = {
  myInfo: endpoint({
    method: 'GET',
    path: '/api/specialist/myInfo',
    output: specialistProfileOutput,
    // An expert who must change an initial password changes it first (the guard refuses until then).
    access: { role: 'specialist' },
    summary: '我的信息：专家本人的资料、专业类别和受邀评标次数',
    tag: '专家个人中心',
  }),
};
