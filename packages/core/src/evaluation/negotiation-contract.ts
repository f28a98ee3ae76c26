import { endpoint } from '../contract/endpoint.ts';
import { negotiationStateOutput } from './negotiation.ts';
import { myNegotiationOutput, negotiationListOutput, negotiationRoundOutput } from './responses.ts';
import { evalProjectInput, openRoundInput, roundOfferInput, waiveNegotiationInput } from './schema.ts';

/**
 * 竞争性谈判 rounds (docs/rules.md: ranks by the final quote). Staff or the committee's chair open a round during
 * evaluation; each bidder still in the running submits a revised quote before the round's deadline.
 */
const tag = '谈判';
const vender = { role: 'vender' } as const;
// Staff of 项目管理, or a member of the committee (open: its chair): two areas under one path; the service decides.
const staffOrMember = { public: true, identify: ['staff', 'specialist'] } as const;

export const negotiationApi = {
  open: endpoint({
    method: 'POST',
    path: '/api/negotiation/open',
    input: openRoundInput,
    output: negotiationRoundOutput,
    access: staffOrMember,
    accessNote: '具有 system:project 权限的管理人员，或本项目评标委员会的组长；竞争性谈判项目评标期间',
    summary: '发起新一轮谈判（谈判内容和最后报价截止时间）',
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/negotiation/list',
    input: evalProjectInput,
    output: negotiationListOutput,
    access: staffOrMember,
    accessNote: '具有 system:project 权限的管理人员，或本项目评标委员会的成员；各轮报价在该轮截止后可见',
    summary: '谈判轮次及各轮最后报价',
    tag,
  }),
  waive: endpoint({
    method: 'POST',
    path: '/api/negotiation/waive',
    input: waiveNegotiationInput,
    output: negotiationStateOutput,
    access: { role: 'specialist' },
    summary: '不进行谈判：记录评标委员会的理由（评标委员会组长）',
    tag,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/negotiation/mine',
    input: evalProjectInput,
    output: myNegotiationOutput,
    access: vender,
    summary: '我的项目：进行中的谈判轮次和本单位的各轮报价',
    tag,
  }),
  offer: endpoint({
    method: 'POST',
    path: '/api/negotiation/offer',
    input: roundOfferInput,
    output: myNegotiationOutput,
    access: vender,
    summary: '提交本轮最后报价（截止前可重新提交）',
    tag,
  }),
};
