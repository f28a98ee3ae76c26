import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { hallDecryptOutput, hallStartOutput, hallStateOutput } from './responses.ts';
import {
  answerHallObjectionInput,
  confirmHallRecordInput,
  disagreeHallRecordInput,
  hallDecryptInput,
  hallProjectInput,
  raiseHallObjectionInput,
} from './schema.ts';

/** The 开标大厅 (docs/integration.md fixes state, signIn, start, decrypt and close: paths, methods, fields). */
const tag = '开标大厅';
const projectStaff = { role: 'staff', permission: Permission.project } as const;
const vender = { role: 'vender' } as const;
// Staff, or a company that bid on the project — two areas under one path; the service decides.
const staffOrBidder = { public: true, identify: ['staff', 'vender'] } as const;
const staffOrBidderNote = '具有 system:project 权限的管理人员，或本项目的投标人';

export const openingHallApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/opening/state',
    input: hallProjectInput,
    output: hallStateOutput,
    access: staffOrBidder,
    accessNote: staffOrBidderNote,
    summary: '开标大厅状态（开标前投标人只看到自己；唱标后才有报价）',
    tag,
  }),
  events: endpoint({
    method: 'GET',
    path: '/api/opening/events',
    input: hallProjectInput,
    // With `Accept: text/event-stream` a stream of server-sent events (`event: state`, data: this answer's `data`),
    // sent at once and after every change; without it, the state once, as /api/opening/state answers it.
    output: hallStateOutput,
    access: staffOrBidder,
    accessNote: staffOrBidderNote,
    summary:
      '开标大厅实时推送（请求头 Accept: text/event-stream 时为 Server-Sent Events，每有变化推送一次 state 事件；连接中断时请改为轮询 /api/opening/state）',
    tag,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/opening/signIn',
    input: hallProjectInput,
    access: vender,
    summary: '签到（投标截止后至解密时间结束前，本项目的投标人）',
    tag,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/opening/start',
    input: hallProjectInput,
    output: hallStartOutput,
    access: projectStaff,
    summary: '开始开标（开标时间到达后；校验投标文件，开启解密时间）',
    tag,
  }),
  decrypt: endpoint({
    method: 'POST',
    path: '/api/opening/decrypt',
    input: hallDecryptInput,
    output: hallDecryptOutput,
    access: vender,
    summary: '解密本单位的投标文件（解密时间内）',
    tag,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/opening/close',
    input: hallProjectInput,
    access: projectStaff,
    summary: '结束开标（唱标后，开标异议均已答复）',
    tag,
  }),
  raiseObjection: endpoint({
    method: 'POST',
    path: '/api/opening/objection',
    input: raiseHallObjectionInput,
    output: z.object({ id: z.number().int() }),
    access: vender,
    summary: '提出开标异议（开标开始后至结束前）',
    tag,
  }),
  answerObjection: endpoint({
    method: 'POST',
    path: '/api/opening/answerObjection',
    input: answerHallObjectionInput,
    access: projectStaff,
    summary: '当场答复开标异议',
    tag,
  }),
  confirmCode: endpoint({
    method: 'POST',
    path: '/api/opening/confirmCode',
    input: hallProjectInput,
    access: vender,
    summary: '获取确认开标记录的短信验证码（唱标后）',
    tag,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/opening/confirm',
    input: confirmHallRecordInput,
    access: vender,
    summary: '以短信验证码确认开标记录',
    tag,
  }),
  disagree: endpoint({
    method: 'POST',
    path: '/api/opening/disagree',
    input: disagreeHallRecordInput,
    access: vender,
    summary: '对开标记录提出不同意见',
    tag,
  }),
};
