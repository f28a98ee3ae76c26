import type { SpecialistProfile } from './api.ts';

/** 我的信息 as the server answers it to an expert with some evaluations behind him; override what a test is about. */
export const specialistProfile = (over: Partial<SpecialistProfile> = {}): SpecialistProfile => ({
  id: 7,
  name: '王建国',
  gender: 'male',
  mobile: '139****1234',
  title: '高级工程师',
  employer: '江城市政设计研究院',
  deptName: '给排水组',
  region: '浙江省杭州市',
  specialties: ['给排水工程', '水泵及机电设备'],
  category: 'technical',
  external: false,
  status: 'normal',
  account: 'wangjg',
  evaluations: { invited: 12, confirmed: 9, declined: 3 },
  ...over,
});
