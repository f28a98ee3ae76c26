import { IsAffirm, projectExtractionInput } from '@swp/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { specialists, specialties } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { MINUTE } from '../lib/clock.ts';
import { hashPassword } from '../lib/crypto.ts';
import { answerInvitation, sendConfirmCode } from '../modules/extraction/confirm.service.ts';
import { drawForProject } from '../modules/extraction/draw.service.ts';
import { findSpecialistIdByMobile, updateSpecialistRow } from '../modules/specialists/specialists.repo.ts';
import type { Principal } from '../plugins/access-types.ts';
import { META } from './demo-tender-kit.ts';

/**
 * The demo's evaluation committee: 王工 (zhuanjia) and two colleagues who also sign in
 * (chenjianhua, liweidong; password Expert@2026). Each demo tender that reaches 开标 has them as its committee, made
 * the way staff make one: the 采购专员 draws on the project's 专家抽取 tab (the draw service: its rules, its 抽取记录
 * and its invitations), and each expert confirms through the SMS link with an SMS code (the confirmation service) —
 * so the 抽取记录 and the committee agree because the product wrote both.
 *
 * The three are the only ones the demo's draw request admits (internal experts in 杭州市 whose specialty is 给水工程 or
 * 管网设计, three technical seats, no backups), so the random draw always seats them, in whichever order it rolls.
 */

export const DEMO_COMMITTEE = [
  { mobile: '13900000001', account: 'zhuanjia' },
  // 陈建华 and 李卫东, the first two experts of demo-experts.ts.
  { mobile: '13910000100', account: 'chenjianhua' },
  { mobile: '13910000137', account: 'liweidong' },
] as const;

export const DEMO_EXPERT_PASSWORD = 'Expert@2026';

/** The draw request staff enter for the demo tenders (the specialty names are resolved to their ids). */
export const DEMO_DRAW = {
  committeeSize: 3,
  technicalCount: 3,
  economicCount: 0,
  backupCount: 0,
  expertSource: 'internal',
  includeRegions: ['杭州市'],
  includeSpecialties: ['给水工程', '管网设计'],
} as const;

/** Gives 陈建华 and 李卫东 their demo sign-in (王工 has his from seedDemoData). Once per first start. */
export async function prepareDemoCommittee(tx: DbOrTx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_EXPERT_PASSWORD);
  for (const member of DEMO_COMMITTEE) {
    if (member.account === 'zhuanjia') continue;
    const id = await findSpecialistIdByMobile(tx, member.mobile);
    if (id === undefined) throw new Error(`demo committee: no expert with mobile ${member.mobile}`);
    await updateSpecialistRow(tx, id, { account: member.account, passwordHash });
  }
}

export interface DemoCommitteeOptions {
  projectId: number;
  /** The 采购专员 who draws. */
  staff: Principal;
  /** The deps of a past moment (demo-tender-kit pastDeps), with an SMS sender the seed reads. */
  depsAt: (moment: Date, sms?: Deps['sms']) => Deps;
  /** When the draw is made (before openTime, while the project is 报名中, 投标中 or 待开标). */
  drawnAt: Date;
}

/** An SMS gateway that keeps what it was given, so the seed can follow the link and type the code. */
function inbox() {
  const messages: { mobile: string; text: string }[] = [];
  const sms: Deps['sms'] = {
    kind: 'log',
    send: async (mobile, text) => {
      messages.push({ mobile, text });
    },
  };
  return { sms, messages };
}

/** Draws the demo committee for the project and has each expert confirm within minutes, through the services. */
export async function seedDemoCommittee(tx: DbOrTx, o: DemoCommitteeOptions): Promise<void> {
  const names = await tx
    .select({ id: specialties.id, name: specialties.name })
    .from(specialties)
    .where(inArray(specialties.name, [...DEMO_DRAW.includeSpecialties]));
  const input = projectExtractionInput.parse({
    ...DEMO_DRAW,
    projectId: o.projectId,
    includeSpecialties: names.map((s) => String(s.id)),
  });
  const invited = inbox();
  const drawn = await drawForProject(o.depsAt(o.drawnAt, invited.sms), o.staff, input, META, '');
  if (drawn.invited !== DEMO_COMMITTEE.length || drawn.smsFailures.length > 0) {
    throw new Error(`demo committee: the draw invited ${drawn.invited} experts, not the demo's three`);
  }
  for (const [i, message] of invited.messages.entries()) {
    const key = /[?&]t=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (!key) throw new Error('demo committee: no confirmation link in the invitation');
    const codes = inbox();
    const asked = new Date(o.drawnAt.getTime() + (2 + i) * MINUTE);
    await sendConfirmCode(o.depsAt(asked, codes.sms), 'project', key, META);
    const code = /\d{6}/.exec(codes.messages[0]?.text ?? '')?.[0] ?? '';
    const answer = { key, confirm: IsAffirm.confirmed as 1, code, remark: null };
    await answerInvitation(o.depsAt(new Date(asked.getTime() + MINUTE)), 'project', answer, META);
  }
}

/** The demo committee's experts (id and name), 王工 first: who evaluates the demo's finished tenders. */
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
