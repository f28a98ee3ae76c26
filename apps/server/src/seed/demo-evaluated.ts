/**
 * A demo tender carried through 开标 and 在线评标 to 评标完成 (the results' demo needs a finished
 * evaluation): opened by the 采购专员 through the opening service, then the demo committee (demo-evaluation.ts) elects
 * its chair, submits both steps' sheets, the chair closes 初步评审 and submits the result, and every member signs the
 * report by SMS code — each through its service at its own past moment, like the tendering seed.
 */
import { sheetInput } from '@swp/core';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bids, gradingItems, projects } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { MINUTE } from '../lib/clock.ts';
import { voteChair } from '../modules/evaluation/chair.service.ts';
import { finishPreliminary } from '../modules/evaluation/chair-review.service.ts';
import { submitResult } from '../modules/evaluation/result.service.ts';
import { writeMemberSheet } from '../modules/evaluation/sheet.service.ts';
import { sendSignCode, signReport } from '../modules/evaluation/sign.service.ts';
import { waiveNegotiation } from '../modules/negotiation/negotiation-waive.service.ts';
import { openBids } from '../modules/opening/opening.service.ts';
import type { Principal } from '../plugins/access-types.ts';
import type { FileStorage } from '../plugins/storage-interface.ts';
import { META } from './demo-tender-kit.ts';

const expert = (id: number, name: string): Principal => ({
  role: 'specialist',
  userId: id,
  sessionId: 0,
  name,
  account: '',
  perms: [],
  mustChangePassword: false,
});

export interface DemoEvaluationOptions {
  projectId: number;
  /** The committee's specialists (demo-evaluation.ts DEMO_COMMITTEE order); the first is elected chair. */
  members: { id: number; name: string }[];
  /** The 采购专员 who presses 开标. */
  staff: Principal;
  storage: FileStorage;
  /** The deps of a past moment (demo-tender-kit depsAt), with an SMS sender the codes can be read from. */
  depsAt: (moment: Date, sms?: Deps['sms']) => Deps;
  /** When 开标 is pressed; the committee works over the next hours. */
  openedAt: Date;
  /**
   * The share of each item's maximum each bidder earns from every expert (by bid order): the demo's spread of
   * scores. Bidders beyond the list get the last share.
   */
  shares: number[];
}

/** Opens the tender and runs its evaluation to the signed 评标报告 (the project is then 评标完成). */
export async function seedDemoEvaluation(tx: DbOrTx, o: DemoEvaluationOptions): Promise<void> {
  const at = (minutes: number) => new Date(o.openedAt.getTime() + minutes * MINUTE);
  await openBids(o.depsAt(at(0)), o.storage, o.staff, o.projectId, META);

  const [project] = await tx
    .select({ standardId: projects.gradingStandardId })
    .from(projects)
    .where(eq(projects.id, o.projectId));
  const items = await tx
    .select()
    .from(gradingItems)
    .where(eq(gradingItems.standardId, project!.standardId!))
    .orderBy(asc(gradingItems.sort), asc(gradingItems.id));
  // Sheets name a bid by its public id, as the committee's page sends them.
  const bidIds = (
    await tx.select({ id: bids.publicId }).from(bids).where(eq(bids.projectId, o.projectId)).orderBy(asc(bids.id))
  ).map((b) => b.id);
  const members = o.members.map((m) => expert(m.id, m.name));
  const chair = members[0]!;

  for (const [i, voter] of members.slice(0, 2).entries()) {
    await voteChair(o.depsAt(at(10 + i)), voter, { projectId: o.projectId, candidateId: chair.userId }, META);
  }

  const preliminary = bidIds.flatMap((bidId) =>
    items
      .filter((item) => item.group === 'qualification' || item.group === 'compliance')
      .map((item) => ({ bidId, itemId: item.id, pass: true })),
  );
  for (const [i, member] of members.entries()) {
    const sheet = sheetInput.parse({ projectId: o.projectId, step: 'preliminary', entries: preliminary });
    await writeMemberSheet(o.depsAt(at(40 + i * 5)), member, sheet, true, META);
  }
  await finishPreliminary(o.depsAt(at(60)), chair, o.projectId, META);

  for (const [m, member] of members.entries()) {
    const entries = bidIds.flatMap((bidId, b) =>
      items
        .filter((item) => item.group === 'business' || item.group === 'technical')
        .map((item) => {
          // Each expert a little apart from the others, as real committees are.
          const share = (o.shares[b] ?? o.shares.at(-1)!) - m * 0.02;
          const score = (Math.round(Number(item.maxScore) * share * 2) / 2).toFixed(2);
          return { bidId, itemId: item.id, score, comment: '按评分细则评审，材料齐全' };
        }),
    );
    const sheet = sheetInput.parse({ projectId: o.projectId, step: 'detailed', entries });
    await writeMemberSheet(o.depsAt(at(120 + m * 10)), member, sheet, true, META);
  }
  // Both demo tenders are 竞争性谈判 (a result needs a closed round or the committee's reason for none);
  // the demo's figures are its opened quotes, so the chair records why no round is held.
  const reason = '各投标人报价均在预算内且技术响应一致，经评标委员会讨论决定不进行谈判，按开标报价排序';
  await waiveNegotiation(o.depsAt(at(150)), chair, { projectId: o.projectId, reason }, META);
  await submitResult(o.depsAt(at(160)), chair, o.projectId, META);

  // 签名确认: the code goes to the member's mobile; the seed reads it from the message it "sent".
  for (const [i, member] of members.entries()) {
    let text = '';
    const sms: Deps['sms'] = {
      kind: 'log',
      send: async (_mobile, body) => {
        text = body;
      },
    };
    await sendSignCode(o.depsAt(at(170 + i * 3), sms), member, o.projectId, META);
    const code = /\d{6}/.exec(text)?.[0] ?? '';
    await signReport(o.depsAt(at(171 + i * 3)), member, { projectId: o.projectId, code }, META);
  }
}
