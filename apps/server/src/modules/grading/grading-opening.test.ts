import { ErrorCode, openingApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { lodgedTender, openingTrace } from '../../../test/kits/opening.ts';
import { projects } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-grading-open-');

describe('开标 needs a 评分标准 (the committee scores by it)', () => {
  it('refuses a project without one and writes nothing of an opening; opens it once one is chosen', async () => {
    const tender = await lodgedTender(t, 3);
    const standardId = (await t.db.select().from(projects).where(eq(projects.id, tender.projectId)))[0]!
      .gradingStandardId;
    await t.db.update(projects).set({ gradingStandardId: null }).where(eq(projects.id, tender.projectId));
    const before = await openingTrace(t.db, tender.projectId);
    const refused = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(refused.body).toEqual({ code: ErrorCode.RULE, msg: '项目未选择评分标准，不能开标' });
    expect(await openingTrace(t.db, tender.projectId)).toEqual(before);

    await t.db.update(projects).set({ gradingStandardId: standardId }).where(eq(projects.id, tender.projectId));
    const opened = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(opened.body.code, opened.body.msg).toBe(0);
  });
});
