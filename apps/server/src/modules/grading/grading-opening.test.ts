import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, openingApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { lodgedTender, openingTrace } from '../../../test/kits/opening.ts';
import { projects } from '../../db/schema/index.ts';

let filesDir: string;
const { t, api } = useTestApp(() => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-grading-open-'));
  return { env: { FILES_DIR: filesDir } };
});
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

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
