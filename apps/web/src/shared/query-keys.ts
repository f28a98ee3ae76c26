import type { BlacklistTargetType } from '@swp/core/blacklist/status';
import type { ProjectListQueryInput } from '@swp/core/project/query';

/**
 * The react-query keys that more than one feature reads or invalidates (a bid changes the project and the
 * company's 报名, a blacklist entry the expert and supplier lists, a picker reads another feature's data), so no
 * feature imports another's api.ts for them. A feature's own keys stay in its api.ts. List queries are keyed by the
 * feature's own query object.
 */

export const projectKeys = {
  all: ['manage', 'projects'] as const,
  list: (query: ProjectListQueryInput) => ['manage', 'projects', 'list', query] as const,
  detail: (id: number) => ['manage', 'projects', 'detail', id] as const,
  logs: (id: number, page: number, pageSize: number) => ['manage', 'projects', 'logs', id, page, pageSize] as const,
};

export const enrolKeys = {
  /** Everything of the signed-in company: an 报名 changes the button, 我的项目 and its detail at once. */
  mine: ['vender', 'enrolments'] as const,
  availability: (projectId: number, token: string | null) => ['vender', 'enrolments', 'availability', projectId, token],
  minePage: (query: object) => ['vender', 'enrolments', 'mine', query] as const,
  ofProject: (projectId: number) => ['vender', 'enrolments', 'project', projectId] as const,
  review: (projectId: number) => ['manage', 'enrolments', projectId] as const,
};

export const specialistKeys = {
  all: ['specialists'] as const,
  list: (params: object) => ['specialists', 'list', params] as const,
  detail: (id: number) => ['specialists', 'detail', id] as const,
  tree: ['specialties', 'tree'] as const,
};

/** 黑名单: 加入黑名单 is offered on 黑名单, 供应商管理 and 专家管理 (shared/blacklist/). */
export const blacklistKeys = {
  all: ['manage', 'blacklist'] as const,
  list: (query: object) => ['manage', 'blacklist', 'list', query] as const,
  targets: (type: BlacklistTargetType, keyword: string) => ['manage', 'blacklist', 'targets', type, keyword] as const,
};

/** 供应商管理 (staff); the company's own 用户中心 keys are suppliers/api.ts's. */
export const supplierKeys = {
  all: ['manage', 'suppliers'] as const,
  list: (query: object) => ['manage', 'suppliers', 'list', query] as const,
  detail: (id: number) => ['manage', 'suppliers', 'detail', id] as const,
};

/** The staff 结果 tab; the 公告 tab reads the summary too (the 中标公告's winner and what still blocks it). */
export const resultKeys = {
  all: ['manage', 'results'] as const,
  summary: (projectId: number) => ['manage', 'results', projectId, 'summary'] as const,
  objections: (projectId: number) => ['manage', 'results', projectId, 'objections'] as const,
};

/** 机构管理's tree, which every department picker reads (shared/pickers/DepartmentSelect.tsx). */
export const departmentKeys = {
  tree: ['manage', 'departments', 'tree'] as const,
};

/** 评分标准管理; the project form's choices (`options`) sit under `all`, so every change to a standard refreshes them. */
export const gradingKeys = {
  all: ['manage', 'grading'] as const,
  list: (query: object) => ['manage', 'grading', 'list', query] as const,
  detail: (id: number) => ['manage', 'grading', 'detail', id] as const,
  options: ['manage', 'grading', 'options'] as const,
};
