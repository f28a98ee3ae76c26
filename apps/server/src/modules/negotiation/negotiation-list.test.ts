import { ErrorCode, negotiationApi, Permission } from '@swp/core';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { passTime } from '../../../test/kits/enrolments.ts';
import { closePreliminary, negotiationTender, roundBody } from '../../../test/kits/negotiation.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestAppWithFiles('swp-negotiation-list-');
afterEach(() => t.clock.reset());

const list = (projectId: number, token?: string) => api.call(negotiationApi.list, { projectId }, { token });

describe('GET /api/negotiation/list', () => {
  it('keeps a round’s quotes sealed until its deadline, then shows them to staff and the committee', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    expect((await list(e.projectId, e.staffToken)).body.data).toEqual({ rounds: [] });
    const body = roundBody(t, e.projectId, 2);
    await api.post(negotiationApi.open.path, body, { token: e.staffToken });
    const quoted = await api.post<{ myOffers: { submittedAt: string }[] }>(
      negotiationApi.offer.path,
      { projectId: e.projectId, offer: '88000' },
      { token: e.suppliers[1]!.token },
    );
    const quotedAt = quoted.body.data!.myOffers[0]!.submittedAt;

    const sealed = { round: 1, note: body.note, deadline: body.deadline, closed: false, offers: null };
    expect((await list(e.projectId, e.staffToken)).body.data).toEqual({ rounds: [sealed] });
    expect((await list(e.projectId, e.members[0]!.token)).body.data).toEqual({ rounds: [sealed] });

    passTime(t.clock, new Date(body.deadline), 0);
    const offers = [
      { bidId: e.bids[1]!.publicId, companyName: e.bids[1]!.companyName, offer: '88000.00', submittedAt: quotedAt },
    ];
    const opened = { ...sealed, closed: true, offers };
    expect((await list(e.projectId, e.staffToken)).body.data).toEqual({ rounds: [opened] });
    expect((await list(e.projectId, e.members[2]!.token)).body.data).toEqual({ rounds: [opened] });
  });

  it('refuses an expert off the committee, a company, staff without 项目管理 and no token', async () => {
    const e = await negotiationTender(t, api);
    expect((await list(e.projectId, e.stranger.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '您不是该项目的评标委员会成员',
    });
    expect((await list(e.projectId, e.declined.token)).body.code).toBe(ErrorCode.RULE);
    expect((await list(e.projectId, e.suppliers[0]!.token)).status).toBe(401);
    expect((await list(e.projectId)).status).toBe(401);
    const other = await createStaff(t.db, { perms: [Permission.grading] });
    const { token } = await issueSession(t.db, t.clock, 'staff', other.id, '127.0.0.1');
    expect((await list(e.projectId, token)).status).toBe(403);
    expect((await list(987654321, e.staffToken)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
  });
});
