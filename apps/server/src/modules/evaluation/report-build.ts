/**
 * The 评标报告 as frozen at the chair's submission (docs/rules.md), pure: core computeEvaluation's figures with the
 * names the report shows, every expert's verdicts and scores (the per-step sheets of the PDF and Excel), and the
 * bidders out after 初步评审 with their reasons. Signatures are merged when the report is read (signatures table).
 * It is stored as it is built, each bid named by its row's key (evaluation-stored.ts); reads answer the public ids.
 */
import { computeEvaluation, type RankBy, type ReportNegotiation } from '@swp/core';
import type { ProjectRow } from '../projects/projects.repo.ts';
import type { CommitteeRow } from './committee.repo.ts';
import { type Bidder, isScoredByExperts, itemView } from './evaluation-facts.ts';
import type { StandardWithItems } from './evaluation-inputs.repo.ts';
import type {
  StoredDetailedEntry,
  StoredPreliminaryEntry,
  StoredPreliminaryResult,
  StoredReport,
} from './evaluation-stored.ts';
import type { SheetRow } from './sheets.repo.ts';

/** docs/rules.md: 询价 (1) and 竞争性谈判 (2) rank by the final quote; the tenders by the total score. */
export const rankByOf = (purchaseWay: number): RankBy => (purchaseWay === 1 || purchaseWay === 2 ? 'offer' : 'score');

/**
 * 评标报告 编号: PB- and the YYYY-NNNN of the project code (SW-YYYY-NNNN, unique), so a report names its project. A
 * code typed by hand in another form keeps its whole text after PB-.
 */
export function reportNoOf(projectCode: string): string {
  const numbered = /^SW-(\d{4}-\d{4})$/.exec(projectCode);
  return `PB-${numbered ? numbered[1] : projectCode}`;
}

export interface ReportFacts {
  project: ProjectRow;
  standard: StandardWithItems;
  bidders: readonly Bidder[];
  committee: readonly CommitteeRow[];
  chairName: string;
  preliminary: readonly StoredPreliminaryResult[];
  sheets: readonly SheetRow[];
  /** 竞争性谈判: the round the ranking used or the reason for none (core reportNegotiationOf); null otherwise. */
  negotiation: ReportNegotiation | null;
  submittedAt: Date;
}

const entriesOf = <E>(sheets: readonly SheetRow[], specialistId: number, step: SheetRow['step']) =>
  (sheets.find((s) => s.specialistId === specialistId && s.step === step)?.entries ?? []) as E[];

export function buildReport(facts: ReportFacts): StoredReport {
  const { project, standard, bidders, committee } = facts;
  const failedIds = new Set(facts.preliminary.filter((p) => !p.passed).map((p) => p.bidId));
  const companyOf = (bidId: number) => bidders.find((b) => b.bidId === bidId)?.companyName ?? '';
  const itemName = (itemId: number) => standard.items.find((i) => i.id === itemId)?.name ?? '';
  const scoredIds = new Set(standard.items.filter(isScoredByExperts).map((i) => i.id));
  const rankBy = rankByOf(project.purchaseWay);

  const detailed = committee.flatMap((m) =>
    entriesOf<StoredDetailedEntry>(facts.sheets, m.specialistId, 'detailed')
      .filter((e) => scoredIds.has(e.itemId) && !failedIds.has(e.bidId))
      .map((e) => ({ member: m, entry: e })),
  );
  const result = computeEvaluation({
    items: standard.items
      .filter((i) => i.group === 'business' || i.group === 'technical' || i.group === 'price')
      .map((i) => ({ id: i.id, group: i.group as 'business' | 'technical' | 'price', maxScore: i.maxScore ?? '0' })),
    formula: standard.priceFormula,
    bidders: bidders.map((b) => ({
      bidderId: b.bidId,
      companyName: b.companyName,
      // A failed bidder's quote is never read; one whose quote could not be opened was refused before (result.service).
      offer: b.finalOffer ?? '0',
      passed: !failedIds.has(b.bidId),
    })),
    experts: committee.map((m) => m.specialistId),
    scores: detailed.map(({ member, entry }) => ({
      specialistId: member.specialistId,
      bidderId: entry.bidId,
      itemId: entry.itemId,
      score: entry.score!,
    })),
    rankBy,
  });

  return {
    reportNo: reportNoOf(project.projectCode),
    projectId: project.id,
    projectCode: project.projectCode,
    projectName: project.projectName,
    purchaseWay: project.purchaseWay,
    standardName: standard.name,
    priceFormula: standard.priceFormula,
    rankBy,
    negotiation: facts.negotiation,
    submittedAt: facts.submittedAt.toISOString(),
    chairName: facts.chairName,
    items: standard.items.map(itemView),
    rows: result.rows.map((row) => ({
      rank: row.rank,
      bidId: row.bidderId,
      companyName: row.companyName,
      offer: row.offer,
      itemMeans: Object.fromEntries(Object.entries(row.itemMeans).map(([id, mean]) => [String(id), mean])),
      business: row.business,
      technical: row.technical,
      price: row.price,
      total: row.total,
      recommended: row.recommended,
    })),
    failed: facts.preliminary
      .filter((p) => !p.passed)
      .map((p) => ({
        bidId: p.bidId,
        companyName: p.companyName,
        reasons: p.reasons.map((r) => `${r.specialistName}（${r.itemName}）：${r.reason}`),
      })),
    experts: committee.map((m) => ({ specialistId: m.specialistId, name: m.name, signedAt: null, dissent: '' })),
    preliminary: committee.flatMap((m) =>
      entriesOf<StoredPreliminaryEntry>(facts.sheets, m.specialistId, 'preliminary').map((e) => ({
        specialistName: m.name,
        companyName: companyOf(e.bidId),
        itemName: itemName(e.itemId),
        pass: e.pass === true,
        reason: e.reason ?? '',
      })),
    ),
    scores: detailed.map(({ member, entry }) => ({
      specialistName: member.name,
      companyName: companyOf(entry.bidId),
      itemName: itemName(entry.itemId),
      score: entry.score!,
      comment: entry.comment ?? '',
    })),
  };
}
