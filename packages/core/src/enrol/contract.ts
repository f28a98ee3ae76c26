import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import {
  enrolAppliedOutput,
  enrolAvailabilityOutput,
  enrolmentListOutput,
  myEnrolmentPageOutput,
} from './responses.ts';
import {
  enrolApplyInput,
  enrolAuditInput,
  enrolAvailabilityInput,
  enrolFileInput,
  enrolListInput,
  enrolMineInput,
} from './schema.ts';

/** 报名 and 报名审查 (docs/integration.md fixes apply, mine, list and audit: paths, methods and fields). */
const tag = '报名';
const vender = { role: 'vender' } as const;
const projectStaff = { role: 'staff', permission: Permission.project } as const;

export const enrolApi = {
  apply: endpoint({
    method: 'POST',
    path: '/api/enroll/apply',
    input: enrolApplyInput,
    output: enrolAppliedOutput,
    access: vender,
    summary: '报名（待资格审查）',
    tag,
  }),
  availability: endpoint({
    method: 'GET',
    path: '/api/enroll/availability',
    input: enrolAvailabilityInput,
    output: enrolAvailabilityOutput,
    // Public (the bulletin shows the button to everyone); a company's token adds its own enrolments.
    access: { public: true, identify: 'vender' },
    accessNote: '任何人可查询；携带供应商令牌时，按该单位自己的报名情况作答',
    summary: '能否报名及原因',
    tag,
  }),
  mine: endpoint({
    method: 'POST',
    path: '/api/enroll/mine',
    input: enrolMineInput,
    output: myEnrolmentPageOutput,
    access: vender,
    summary: '我的项目（本单位的报名）',
    tag,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/enroll/list',
    input: enrolListInput,
    output: enrolmentListOutput,
    access: projectStaff,
    summary: '报名审查：项目的报名单位',
    tag,
  }),
  audit: endpoint({
    method: 'POST',
    path: '/api/enroll/audit',
    input: enrolAuditInput,
    access: projectStaff,
    summary: '报名审查：通过或不通过',
    tag,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/enroll/file',
    input: enrolFileInput,
    file: { contentType: '*/*', description: '报名单位证照文件' },
    access: projectStaff,
    summary: '查看报名单位的证照文件',
    tag,
  }),
};
