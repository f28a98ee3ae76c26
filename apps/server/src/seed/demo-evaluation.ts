import { createHash, randomBytes } from 'node:crypto';
import { extractionRequestFields } from '@swp/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { specialists } from '../db/schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { insertDraw, insertExtraction } from '../modules/extraction/extraction.repo.ts';
import { insertInvitations } from '../modules/extraction/invitation.repo.ts';
import { findSpecialistIdByMobile, updateSpecialistRow } from '../modules/specialists/specialists.repo.ts';

/**
 * Demo data for 在线评标 (issue 12): the 待开标 demo project (供水管网阀门更换及检修工程) gets its committee of three,
 * drawn and confirmed the day before — 王工 (zhuanjia) and two colleagues who also sign in (chenjianhua, liweidong;
 * password Expert@2026). Once staff press 开标, the three evaluate it in /specialist.
 */

export const DEMO_COMMITTEE = [
  { mobile: '13900000001', account: 'zhuanjia' },
  // 陈建华 and 李卫东, the first two experts of demo-experts.ts.
  { mobile: '13910000100', account: 'chenjianhua' },
  { mobile: '13910000137', account: 'liweidong' },
] as const;

export const DEMO_EXPERT_PASSWORD = 'Expert@2026';

export async function seedDemoCommittee(
  tx: DbOrTx,
  options: { projectId: number; drawnBy: number; drawnAt: Date },
): Promise<void> {
  const ids: number[] = [];
  for (const member of DEMO_COMMITTEE) {
    const id = await findSpecialistIdByMobile(tx, member.mobile);
    if (id === undefined) throw new Error(`demo committee: no expert with mobile ${member.mobile}`);
    if (member.account !== 'zhuanjia') {
      await updateSpecialistRow(tx, id, {
        account: member.account,
        passwordHash: await hashPassword(DEMO_EXPERT_PASSWORD),
      });
    }
    ids.push(id);
  }
  const request = extractionRequestFields.parse({
    purchaseWay: 1,
    committeeSize: 3,
    technicalCount: 3,
    economicCount: 0,
  });
  const extractionId = await insertExtraction(tx, {
    kind: 'project',
    projectId: options.projectId,
    request,
    createdBy: options.drawnBy,
    createdAt: options.drawnAt,
  });
  await insertDraw(tx, {
    extractionId,
    kind: 'initial',
    drawnBy: options.drawnBy,
    drawnAt: options.drawnAt,
    filters: request,
    eligibleCount: ids.length,
    result: { demo: true, drawn: ids },
  });
  const confirmedAt = new Date(options.drawnAt.getTime() + 5 * 60_000);
  await insertInvitations(
    tx,
    ids.map((specialistId) => ({
      extractionId,
      specialistId,
      seat: 'member' as const,
      category: 'technical',
      // The link was answered: its key is never used again, so a random one that nobody holds.
      keyHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      isAffirm: 1,
      affirmTime: confirmedAt,
      sendurlSendtime: options.drawnAt,
      createdAt: options.drawnAt,
    })),
  );
}

/** The demo committee's experts (id and name), chair first: who evaluates the demo's finished tenders. */
export async function demoCommittee(tx: DbOrTx): Promise<{ id: number; name: string }[]> {
  const rows = await tx
    .select({ id: specialists.id, name: specialists.name, mobile: specialists.mobile })
    .from(specialists)
    .where(
      inArray(
        specialists.mobile,
        DEMO_COMMITTEE.map((m) => m.mobile),
      ),
    );
  return DEMO_COMMITTEE.map((m) => {
    const row = rows.find((r) => r.mobile === m.mobile);
    if (!row) throw new Error(`demo committee: no expert with mobile ${m.mobile}`);
    return { id: row.id, name: row.name };
  });
}
