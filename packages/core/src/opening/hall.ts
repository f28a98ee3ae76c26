/**
 * The 开标大厅 (docs/rules.md 开标; 《电子招标投标办法》第二十九至三十一条, 《招标投标法实施条例》第四十四条): its phases, each
 * bid's status, and what each participant may see at each moment — one pure rule for the state answer and the live
 * events alike, so no path of the server can show more than the other.
 */

import { formatDateTimeCn } from '../project/time.ts';

/**
 * `waiting` until staff start; `decrypting` until every bid is decrypted or `decryptUntil` passes; `announced` from
 * 唱标; `closed` once staff close it (docs/integration.md fixes the four words).
 */
export const HALL_PHASES = ['waiting', 'decrypting', 'announced', 'closed'] as const;
export type HallPhase = (typeof HALL_PHASES)[number];
export const HALL_PHASE_LABELS: Record<HallPhase, string> = {
  waiting: '等待开标',
  decrypting: '解密中',
  announced: '已唱标',
  closed: '开标结束',
};

/** A bid in the hall: still sealed, decrypted (by its bidder, or by the platform under 平台加密), or withdrawn (撤销). */
export const HALL_BID_STATUSES = ['sealed', 'decrypted', 'withdrawn'] as const;
export type HallBidStatus = (typeof HALL_BID_STATUSES)[number];
export const HALL_BID_STATUS_LABELS: Record<HallBidStatus, string> = {
  sealed: '未解密',
  decrypted: '已解密',
  withdrawn: '已撤销',
};

/** 第三十一条: a bid its bidder did not decrypt in the window counts as withdrawn; the reason goes into the record. */
export const WITHDRAWN_UNDECRYPTED = '投标人未在解密时限内解密投标文件，视为撤销投标（《电子招标投标办法》第三十一条）';

/**
 * 第三十一条 again: a bidder-sealed file the platform found changed or unreadable at the start (its receipt's check
 * failed) cannot be decrypted through no fault of its bidder: it is recalled (撤回), with the check's finding.
 */
export const recalledUnreadable = (finding: string) =>
  `投标文件存储校验未通过（${finding}），非因投标人原因无法解密，按撤回处理（《电子招标投标办法》第三十一条）`;

/** The download of a bid withdrawn because its bidder did not decrypt it in the window (撤销): refused to everyone. */
export const WITHDRAWN_BID_FILE = '该投标文件未在解密时限内解密，按撤销投标处理，不能下载';
/** The download of a bid recalled because its stored file failed the start's check (撤回): refused to everyone. */
export const RECALLED_BID_FILE = '该投标文件开标时存储校验未通过，按撤回投标处理，不能下载';

/** The words a withdrawn (撤销) or recalled (撤回) bid's file is refused with, from the reason the hall recorded. */
export const withdrawnBidFileWords = (withdrawnReason: string) =>
  withdrawnReason === WITHDRAWN_UNDECRYPTED ? WITHDRAWN_BID_FILE : RECALLED_BID_FILE;

/** What the hall decided of one bid, as far as its file's readers are concerned. */
export interface HallBidFate {
  bidderSealed: boolean;
  decryptedAt: Date | null;
  withdrawnReason: string | null;
  decryptUntil: Date;
}

/**
 * Why a bid's file (and its 报价) may no longer be read by anyone — staff, the committee, other bidders, its own
 * bidder — or null: a bid the hall withdrew (撤销) or recalled (撤回) is no bid of the procurement any more
 * (第三十一条), and its sealed bytes are kept only as the record's evidence. A bidder-sealed bid still undecrypted
 * once the window has passed counts as withdrawn already, before 唱标 has written it.
 */
export function withdrawnBidFileRefusal(fate: HallBidFate | undefined, now: Date): string | null {
  if (!fate || fate.decryptedAt) return null;
  if (fate.withdrawnReason) return withdrawnBidFileWords(fate.withdrawnReason);
  if (fate.bidderSealed && now >= fate.decryptUntil) return WITHDRAWN_BID_FILE;
  return null;
}

/**
 * 暂停 while the 开标大厅's decryption window is open is refused: the window's length is fixed by the 采购参数 and
 * counted from the start, each bidder's 撤销 (第三十一条) depends on it, and a pause could neither stop it fairly (the
 * bidders who decrypted did so on time) nor leave it running (the project would be 已暂停 while bids are withdrawn).
 * Before the start a pause stops the start itself; from the window's end (唱标, written by the next call if nobody
 * has) it stops the close. Null when a pause may go ahead.
 */
export function hallPauseRefusal(
  hall: { decryptUntil: Date; announcedAt: Date | null } | undefined,
  now: Date,
): string | null {
  if (!hall || hall.announcedAt || now >= hall.decryptUntil) return null;
  const ms = hall.decryptUntil.getTime();
  const seconds = String(new Date(ms).getUTCSeconds()).padStart(2, '0');
  return `开标大厅解密进行中（解密截止时间${formatDateTimeCn(ms)}:${seconds}），不能暂停项目：解密时限由采购参数确定，投标人逾期未解密即视为撤销投标，请在唱标后再暂停`;
}

/**
 * Wrong keys a bid may be tried with before it is locked for the rest of the window (each try decrypts up to a whole
 * file, so the count also bounds the work one bidder can cause). A key is 32 random bytes: nobody guesses one, a
 * wrong key is the wrong key file or a broken tool, and five tries are plenty to notice.
 */
export const MAX_DECRYPT_ATTEMPTS = 5;

/**
 * Unanswered 开标异议 one company may have at once: enough for any real objection, and no company can stall the close
 * by filing faster than staff answer (each answered one frees a place).
 */
export const MAX_OPEN_HALL_OBJECTIONS = 3;

/** A bidder's word on the 开标记录: confirmed by SMS code, a recorded disagreement, or neither (未确认). */
export const HALL_CONFIRMATIONS = ['confirmed', 'disagreed', 'unconfirmed'] as const;
export type HallConfirmation = (typeof HALL_CONFIRMATIONS)[number];
export const HALL_CONFIRMATION_LABELS: Record<HallConfirmation, string> = {
  confirmed: '已确认',
  disagreed: '有异议',
  unconfirmed: '未确认',
};

/** What the server knows of a hall (rows read at one instant); times as Date. */
export interface HallFacts {
  openTime: Date | null;
  startedAt: Date | null;
  decryptUntil: Date | null;
  announcedAt: Date | null;
  closedAt: Date | null;
  /** At 唱标: why the valid bids are too few (流标), or null. */
  failure: string | null;
  bids: HallBidFacts[];
  objections: HallObjectionFacts[];
  confirmations: HallConfirmationFacts[];
}

export interface HallBidFacts {
  /** The public id (bids.public_id). */
  bidId: string;
  supplierId: number;
  companyName: string;
  sectionName: string | null;
  signedInAt: Date | null;
  decryptedAt: Date | null;
  withdrawnReason: string | null;
  attempts: number;
  /** Read only from 唱标 on (the server does not even load it before). */
  offer: string | null;
}

export interface HallObjectionFacts {
  id: number;
  supplierId: number;
  companyName: string;
  content: string;
  raisedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  answeredByName: string | null;
}

export interface HallConfirmationFacts {
  supplierId: number;
  verdict: 'confirmed' | 'disagreed';
  reason: string;
  at: Date;
}

/** Who looks: staff of 项目管理, or one company that bid on the project. */
export type HallViewer = { role: 'staff' } | { role: 'vender'; supplierId: number };

export function hallPhase(facts: Pick<HallFacts, 'startedAt' | 'announcedAt' | 'closedAt'>): HallPhase {
  if (facts.closedAt) return 'closed';
  if (facts.announcedAt) return 'announced';
  if (facts.startedAt) return 'decrypting';
  return 'waiting';
}

export function hallBidStatus(bid: Pick<HallBidFacts, 'decryptedAt' | 'withdrawnReason'>): HallBidStatus {
  if (bid.decryptedAt) return 'decrypted';
  if (bid.withdrawnReason) return 'withdrawn';
  return 'sealed';
}

/** The view of one bid row (responses.ts `hallBidderOutput`). */
export interface HallBidderView {
  companyName: string;
  signedIn: boolean;
  status: HallBidStatus;
  offer?: string | null;
  bidId?: string;
  mine: boolean;
  sectionName: string | null;
  signedInAt: string | null;
  decryptedAt: string | null;
  withdrawnReason: string | null;
  attemptsLeft?: number;
}

export interface HallObjectionView {
  id: number;
  companyName: string;
  content: string;
  raisedAt: string;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  mine: boolean;
}

export interface HallConfirmationView {
  companyName: string;
  verdict: HallConfirmation;
  reason: string;
  at: string | null;
  mine: boolean;
}

export interface HallView {
  phase: HallPhase;
  decryptUntil?: string;
  startedAt: string | null;
  announcedAt: string | null;
  closedAt: string | null;
  /** The server's clock when the view was made: a page counts the window down from it, not from its own clock. */
  serverTime: string;
  failure: string | null;
  /** False while nothing of the bidders may be shown to this viewer (staff before openTime). */
  biddersShown: boolean;
  bidders: HallBidderView[];
  objections: HallObjectionView[];
  confirmations: HallConfirmationView[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What `viewer` may see of the hall at `now` (docs/rules.md sealed bids: before the opening nobody learns who bid,
 * how many or what):
 * - before the start a company sees only its own rows (its 签到 and its seal);
 * - staff see who has signed in only from openTime on — signing in is open to bidders alone from closeFileupTime, so
 *   a list of those signed in before openTime would tell who bid; from openTime the opening may begin, and staff
 *   need to see who is present to begin it;
 * - from the start everyone sees every bidder's name and status (the hall's 解密 progress is public, 第三十条);
 * - 报价 only from 唱标 on; objections from the start; confirmations from 唱标.
 * A company's own rows carry its bid's id and the tries left, nobody else's.
 */
export function hallView(facts: HallFacts, viewer: HallViewer, now: Date): HallView {
  const phase = hallPhase(facts);
  const started = phase !== 'waiting';
  const announced = phase === 'announced' || phase === 'closed';
  const mine = (supplierId: number) => viewer.role === 'vender' && viewer.supplierId === supplierId;
  const openTimeCome = facts.openTime !== null && now >= facts.openTime;
  const biddersShown = started || viewer.role === 'vender' || openTimeCome;
  const visible = facts.bids.filter((b) => started || mine(b.supplierId) || (viewer.role === 'staff' && openTimeCome));
  const bidders = biddersShown
    ? visible.map((b): HallBidderView => {
        const own = mine(b.supplierId);
        return {
          companyName: b.companyName,
          signedIn: b.signedInAt !== null,
          status: hallBidStatus(b),
          ...(announced ? { offer: b.offer } : {}),
          ...(own || viewer.role === 'staff' ? { bidId: b.bidId } : {}),
          mine: own,
          sectionName: b.sectionName,
          signedInAt: iso(b.signedInAt),
          decryptedAt: iso(b.decryptedAt),
          withdrawnReason: b.withdrawnReason,
          ...(own ? { attemptsLeft: Math.max(0, MAX_DECRYPT_ATTEMPTS - b.attempts) } : {}),
        };
      })
    : [];
  const objections = started
    ? facts.objections.map((o) => ({
        id: o.id,
        companyName: o.companyName,
        content: o.content,
        raisedAt: o.raisedAt.toISOString(),
        answer: o.answer,
        answeredAt: iso(o.answeredAt),
        answeredBy: o.answeredByName,
        mine: mine(o.supplierId),
      }))
    : [];
  return {
    phase,
    ...(facts.decryptUntil && started ? { decryptUntil: facts.decryptUntil.toISOString() } : {}),
    startedAt: iso(facts.startedAt),
    announcedAt: iso(facts.announcedAt),
    closedAt: iso(facts.closedAt),
    serverTime: now.toISOString(),
    failure: announced ? facts.failure : null,
    biddersShown,
    bidders,
    objections,
    confirmations: announced ? hallConfirmations(facts, viewer) : [],
  };
}

/** One line per company that bid (a company of several 标段 confirms once), in the order of its first bid. */
export function hallConfirmations(
  facts: Pick<HallFacts, 'bids' | 'confirmations'>,
  viewer: HallViewer | null,
): HallConfirmationView[] {
  const companies = new Map<number, string>();
  for (const b of facts.bids) if (!companies.has(b.supplierId)) companies.set(b.supplierId, b.companyName);
  return [...companies].map(([supplierId, companyName]) => {
    const c = facts.confirmations.find((x) => x.supplierId === supplierId);
    return {
      companyName,
      verdict: c?.verdict ?? 'unconfirmed',
      reason: c?.reason ?? '',
      at: c ? c.at.toISOString() : null,
      mine: viewer?.role === 'vender' && viewer.supplierId === supplierId,
    };
  });
}
