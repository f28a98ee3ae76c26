import type { CommitteeInvitation } from './api.ts';

let nextId = 1;
/** One committee row as the server sends it; override what the test is about. */
export function invitation(over: Partial<CommitteeInvitation> = {}): CommitteeInvitation {
  const id = nextId++;
  return {
    id,
    specialistId: 100 + id,
    specialistName: `专家${id}`,
    mobile: `1390000${String(id).padStart(4, '0')}`,
    employer: '江城设计院',
    title: '高级工程师',
    category: 'technical',
    categoryLabel: '技术类',
    seat: 'member',
    seatLabel: '评审专家',
    isAffirm: 0,
    status: 'pending',
    statusLabel: '待确认',
    remark: null,
    affirmTime: null,
    sendurlSendtime: '2026-03-05T01:30:00.000Z',
    expiresAt: '2026-03-05T01:40:00.000Z',
    replacesId: null,
    replacedById: null,
    canReplace: false,
    canCancel: false,
    ...over,
  };
}
