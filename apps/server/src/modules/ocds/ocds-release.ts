import {
  ANNOUNCEMENT_TYPE_LABELS,
  type AnnouncementType,
  failureTags,
  OCDS_AWARD_STATUS,
  OCDS_CONTRACT_STATUS,
  OCDS_METHOD,
  OCDS_RELEASE,
  OCDS_TENDER_STATUS,
  type OcdsAwardStatus,
  type OcdsReleaseTag,
  ocdsAmount,
  ocdsMethodDetails,
  type ProjectState,
  type PurchaseWay,
} from '@swp/core';
import type { OcdsAnnouncement, OcdsFile, OcdsOpening, OcdsProjectFacts } from './ocds.repo.ts';

/**
 * One project's OCDS releases, built from its published facts only (README.md beside this file): a release per
 * published announcement, each telling the process as it stood when that announcement was published.
 */

type Dated = string;
interface Org {
  id: string;
  name: string;
}
interface Doc {
  id: string;
  documentType?: string;
  title: string;
  url: string;
  datePublished: Dated;
  format: string;
  language: 'zh';
}
interface Value {
  amount: number;
  currency: 'CNY';
}
export interface OcdsRelease {
  ocid: string;
  id: string;
  date: Dated;
  tag: OcdsReleaseTag[];
  initiationType: 'tender';
  language: 'zh';
  parties: (Org & { roles: string[] })[];
  buyer: Org;
  tender: {
    id: string;
    title: string;
    status: string;
    procuringEntity: Org;
    procurementMethod: string;
    procurementMethodDetails: string;
    mainProcurementCategory?: string;
    value: Value;
    submissionMethod: ['electronicSubmission'];
    tenderPeriod?: { startDate?: Dated; endDate?: Dated };
    documents: Doc[];
    numberOfTenderers?: number;
    tenderers?: Org[];
  };
  awards?: {
    id: string;
    title: string;
    status: OcdsAwardStatus;
    date: Dated;
    value?: Value;
    suppliers?: Org[];
    documents: Doc[];
  }[];
  contracts?: { id: string; awardID: string; title: string; status: string; value?: Value }[];
}

/** Where the links point: the 公告栏 page of an announcement and the public download of its attachments. */
export interface OcdsLinks {
  /** The public address of this server, e.g. https://caigou.example.cn (no trailing slash). */
  base: string;
}

export interface ProjectFactsBundle {
  project: OcdsProjectFacts;
  announcements: OcdsAnnouncement[];
  files: OcdsFile[];
  opening?: OcdsOpening;
}

const CATEGORY: Record<string, string> = { 货物: 'goods', 工程: 'works', 服务: 'services' };

const iso = (d: Date) => d.toISOString();
const cny = (decimal: string): Value => ({ amount: ocdsAmount(decimal), currency: 'CNY' });

export const ocidOf = (prefix: string, projectCode: string) => `${prefix}-${projectCode}`;
const supplierRef = (supplierId: number, name: string): Org => ({ id: `supplier-${supplierId}`, name });

/** An announcement as a document: its 公告栏 page, then each attachment. */
function documentsOf(a: OcdsAnnouncement, files: OcdsFile[], links: OcdsLinks): Doc[] {
  const at = iso(a.publishedAt!);
  const notice: Doc = {
    id: `announcement-${a.id}`,
    documentType: OCDS_RELEASE[a.type as AnnouncementType].documentType,
    title: `${ANNOUNCEMENT_TYPE_LABELS[a.type as AnnouncementType]}：${a.title}`,
    url: `${links.base}/vender/layout/bulletin/${a.id}`,
    datePublished: at,
    format: 'text/html',
    language: 'zh',
  };
  const attachments = files
    .filter((f) => f.announcementId === a.id)
    .map(
      (f): Doc => ({
        id: `file-${f.id}`,
        title: f.name,
        url: `${links.base}/api/file/download?id=${f.id}`,
        datePublished: at,
        format: f.mimeType,
        language: 'zh',
      }),
    );
  return [notice, ...attachments];
}

/** The tender's period as the latest 招标公告 or 更正公告 up to now gave it (the project's dates when none did). */
function tenderPeriod(notices: OcdsAnnouncement[], project: OcdsProjectFacts) {
  const last = <K extends 'enrollTime' | 'closeFileupTime'>(key: K) =>
    notices.map((n) => n[key]).findLast((v) => v !== null) ?? project[key];
  const start = last('enrollTime');
  const end = last('closeFileupTime');
  if (!start && !end) return undefined;
  return { ...(start ? { startDate: iso(start) } : {}), ...(end ? { endDate: iso(end) } : {}) };
}

export function projectReleases(facts: ProjectFactsBundle, prefix: string, links: OcdsLinks): OcdsRelease[] {
  const { project, opening } = facts;
  const ocid = ocidOf(prefix, project.projectCode);
  const buyer: Org = { id: 'buyer', name: project.purchaseName };
  const procuringEntity: Org = { id: `department-${project.manageDeptId}`, name: project.manageDeptName };
  const way = project.purchaseWay as PurchaseWay;
  const awardId = `${project.projectCode}-award`;
  const category = CATEGORY[project.categoryCn.trim()];

  let state: ProjectState = 'enrolling';
  let proposedAward = false;
  const seen: OcdsAnnouncement[] = [];
  return facts.announcements.map((a) => {
    const type = a.type as AnnouncementType;
    const kind = OCDS_RELEASE[type];
    seen.push(a);
    state = kind.state ?? state;
    const date = a.publishedAt!;
    const hadProposedAward = proposedAward;
    if (type === 'result') proposedAward = true;
    // The opening is public once it has taken place (开标 is a public event): before it, not even who bid.
    const opened = opening && opening.openedAt.getTime() <= date.getTime() ? opening : undefined;
    const tenderers = opened?.tenderers.map((t) => supplierRef(t.supplierId, t.companyName)) ?? [];
    const notices = seen.filter((n) => n.type === 'tender' || n.type === 'correction');
    const awardNotices = seen.filter((n) => n.type === 'result' || n.type === 'win' || n.type === 'failure');
    const awarded = state === 'awarded' && project.winnerSupplierId !== null && project.awardAmount !== null;
    const winner = awarded ? supplierRef(project.winnerSupplierId!, project.winnerName ?? '') : undefined;

    const awardStatus = proposedAward || awarded ? OCDS_AWARD_STATUS[state] : null;
    const awards = awardStatus
      ? [
          {
            id: awardId,
            title: project.projectName,
            status: awardStatus,
            date: iso(awarded && project.awardedAt ? project.awardedAt : date),
            ...(winner ? { value: cny(project.awardAmount!), suppliers: [winner] } : {}),
            documents: awardNotices.flatMap((n) => documentsOf(n, facts.files, links)),
          },
        ]
      : undefined;
    const contractStatus = awarded ? OCDS_CONTRACT_STATUS[state] : null;
    const contracts = contractStatus
      ? [
          {
            id: `${project.projectCode}-contract`,
            awardID: awardId,
            title: project.projectName,
            status: contractStatus,
            value: cny(project.awardAmount!),
          },
        ]
      : undefined;

    const parties = [
      { ...buyer, roles: ['buyer'] },
      { ...procuringEntity, roles: ['procuringEntity'] },
      ...tenderers.map((t) => ({ ...t, roles: t.id === winner?.id ? ['tenderer', 'supplier'] : ['tenderer'] })),
    ];
    if (winner && !tenderers.some((t) => t.id === winner.id)) parties.push({ ...winner, roles: ['supplier'] });

    const period = tenderPeriod(notices, project);
    return {
      ocid,
      id: `${type}-${a.id}`,
      date: iso(date),
      tag: type === 'failure' ? failureTags(hadProposedAward) : kind.tag,
      initiationType: 'tender',
      language: 'zh',
      parties,
      buyer,
      tender: {
        id: project.projectCode,
        title: project.projectName,
        status: OCDS_TENDER_STATUS[state],
        procuringEntity,
        procurementMethod: OCDS_METHOD[way],
        procurementMethodDetails: ocdsMethodDetails(way),
        ...(category ? { mainProcurementCategory: category } : {}),
        value: cny(project.budget),
        submissionMethod: ['electronicSubmission'],
        ...(period ? { tenderPeriod: period } : {}),
        documents: notices.flatMap((n) => documentsOf(n, facts.files, links)),
        ...(opened ? { numberOfTenderers: tenderers.length, tenderers } : {}),
      },
      ...(awards ? { awards } : {}),
      ...(contracts ? { contracts } : {}),
    };
  });
}
