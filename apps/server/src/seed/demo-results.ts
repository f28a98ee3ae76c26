/**
 * Demo results, so the first start shows the whole lifecycle:
 * - 净水厂加药系统改造工程: evaluated a month ago, its 结果公示 ran its three days, then the 中标公告 named the
 *   rank-1 candidate (gongyingshang, the demo company, so it can download its 中标通知书) — 已中标;
 * - 二次供水泵房智能化改造项目: evaluated last week, its 结果公示 started two days ago and ends tomorrow — 公示中; the
 *   rank-2 candidate (gongyingshang) filed an 异议 yesterday, which staff have answered;
 * - 第三水厂臭氧消毒系统改造工程: evaluated twelve days ago, its 结果公示 ran from six days ago to three days ago and
 *   nobody objected — 公示中 with the publicity over, so a newcomer can publish its 中标公告 at once.
 * Both are 竞争性谈判 tenders (ranked by the quote) evaluated by the demo committee. Every step goes through its
 * service at a past moment (demo-tender-kit.ts): the announcements are made from the installed templates and
 * published by the publication service, with its rules.
 */
import { createAnnouncementInput, defaultDissentText } from '@swp/core';
import type { DbOrTx } from '../db/client.ts';
import { HOUR } from '../lib/clock.ts';
import { publishAnnouncement } from '../modules/announcements/announcement-publish.service.ts';
import { createDraft } from '../modules/announcements/announcements.service.ts';
import { answerObjection } from '../modules/objections/objection-answer.service.ts';
import { fileObjection } from '../modules/objections/objection-file.service.ts';
import { at } from './demo-announcements.ts';
import { seedDemoEvaluation } from './demo-evaluated.ts';
import { seedDemoCommittee } from './demo-evaluation.ts';
import {
  bidder,
  type DemoTenderKitOptions,
  demoTenderKit,
  META,
  QUIET_LOG,
  vender,
  WATER_GROUP_WORKS,
} from './demo-tender-kit.ts';

export interface DemoResultsOptions extends DemoTenderKitOptions {
  /** The demo committee (demo-evaluation.ts), chair first. */
  committee: { id: number; name: string }[];
  now: Date;
}

export interface DemoResultsIds {
  awarded: number;
  publicity: number;
  /** 公示中, the publicity ended with no 异议: its 中标公告 may be published now. */
  readyForWinner: number;
}

export async function seedDemoResults(tx: DbOrTx, options: DemoResultsOptions): Promise<DemoResultsIds> {
  const { now } = options;
  const kit = await demoTenderKit(tx, options);
  const { depsAt, staff } = kit;

  /** A 竞争性谈判 tender published, enrolled, bid on, opened and evaluated by the demo committee. */
  async function evaluatedTender(
    project: Parameters<typeof kit.publishedTender>[0]['project'],
    openDay: number,
    bids: [Parameters<typeof bidder>[0], string][],
  ): Promise<number> {
    const openTime = at(now, openDay, 9.5);
    const id = await kit.publishedTender({
      project,
      times: {
        published: at(now, openDay - 14, 9),
        enrollEndTime: at(now, openDay - 6, 17),
        closeFileupTime: at(now, openDay, 9),
        openTime,
      },
    });
    await kit.enrol(
      id,
      bids.map(([account, offer], i) =>
        bidder(
          account,
          at(now, openDay - 13 + i, 10),
          at(now, openDay - 5, 10 + i / 2),
          offer,
          at(now, openDay - 2, 10 + i),
        ),
      ),
    );
    await seedDemoCommittee(tx, { projectId: id, staff, depsAt, drawnAt: at(now, openDay - 2, 15) });
    await seedDemoEvaluation(tx, {
      projectId: id,
      members: options.committee,
      staff,
      storage: options.storage,
      depsAt,
      openedAt: new Date(openTime.getTime() + HOUR / 6),
      shares: [0.9, 0.84, 0.8],
    });
    return id;
  }

  /** A draft from the installed template of the type (prefilled by the service), then published. */
  async function announce(projectId: number, type: 'result' | 'win', when: Date, fields: Record<string, unknown> = {}) {
    const deps = depsAt(when);
    const way = WATER_GROUP_WORKS.purchaseWay;
    const template = kit.templates.get(`${type}:${way}`);
    if (!template) throw new Error(`demo results: no installed ${type} template for purchase way ${way}`);
    const input = createAnnouncementInput.parse({ projectId, type, templateId: template.id, ...fields });
    const draft = await createDraft(deps, staff, input, META);
    await publishAnnouncement(deps, staff, draft.id, META);
  }

  // 已中标: evaluated 31 days ago; publicity from 29 days ago for three days; the winner notice 25 days ago.
  const awarded = await evaluatedTender(
    {
      projectName: '净水厂加药系统改造工程',
      ...WATER_GROUP_WORKS,
      budget: '1300000.00',
      bidRange: '第二净水厂 PAC、次氯酸钠加药系统设备更换及自控改造',
      address: '江城市第二净水厂',
      cycle: '75日历天',
      qualificationReq: '具备环保工程专业承包三级及以上资质。',
    },
    -31,
    [
      ['gongyingshang', '1186000.00'],
      ['hengtong', '1215500.00'],
      ['qingyuan', '1248800.00'],
    ],
  );
  await announce(awarded, 'result', at(now, -29, 10), {
    dissent: `${defaultDissentText(WATER_GROUP_WORKS.purchaseWay)}监督电话：0571-87650000。`,
  });
  await announce(awarded, 'win', at(now, -25, 10), { cycle: '75日历天', pmUser: '2年' });

  // In time order (the experts' SMS codes are dated): ready for the 中标公告: evaluated 12 days ago; the publicity ran its three days from six days ago, no 异议.
  const readyForWinner = await evaluatedTender(
    {
      projectName: '第三水厂臭氧消毒系统改造工程',
      ...WATER_GROUP_WORKS,
      budget: '1680000.00',
      bidRange: '第三水厂臭氧发生器、尾气破坏装置及投加控制系统的更换与调试',
      address: '江城市第三水厂',
      cycle: '80日历天',
      qualificationReq: '具备环保工程专业承包三级及以上资质。',
    },
    -12,
    [
      ['hengtong', '1578000.00'],
      ['gongyingshang', '1602500.00'],
      ['anlan', '1635000.00'],
    ],
  );
  await announce(readyForWinner, 'result', at(now, -6, 10), {
    dissent: '如对公示结果有异议，请于公示期内通过供应商端“我的项目”提出；监督电话：0571-87650000。',
  });

  // 公示中: evaluated 8 days ago; the publicity started two days ago and runs to tomorrow.
  const publicity = await evaluatedTender(
    {
      projectName: '二次供水泵房智能化改造项目',
      ...WATER_GROUP_WORKS,
      budget: '2150000.00',
      bidRange: '城东片区 18 座二次供水泵房的远程监控、水质在线监测及门禁安防改造',
      address: '城东片区',
      cycle: '100日历天',
      qualificationReq: '具备电子与智能化工程专业承包二级及以上资质。',
    },
    -8,
    [
      ['anlan', '2046000.00'],
      ['shizheng', '2118000.00'],
      ['gongyingshang', '2079500.00'],
    ],
  );
  await announce(publicity, 'result', at(now, -2, 10), {
    dissent: `${defaultDissentText(WATER_GROUP_WORKS.purchaseWay)}监督电话：0571-87650000。`,
  });
  // gongyingshang, ranked second, objects the next morning; staff answer in the afternoon (its SMS long "sent").
  const { id: objectionId } = await fileObjection(
    depsAt(at(now, -1, 11)),
    vender(kit.company('gongyingshang')),
    {
      projectId: publicity,
      content: '第一中标候选人投标文件中的类似项目业绩合同金额与公开信息不符，请评标委员会复核其业绩证明材料。',
      attachmentIds: [],
    },
    META,
  );
  await answerObjection(
    depsAt(at(now, -1, 16)),
    staff,
    {
      id: objectionId,
      answer:
        '经采购人组织原评标委员会复核，第一中标候选人提供的业绩合同及竣工验收证明真实有效，评审结果维持不变。如对答复不满意，可在答复之日起15个工作日内向监督部门投诉。',
    },
    META,
    QUIET_LOG,
  );

  return { awarded, publicity, readyForWinner };
}
