/**
 * 在线评标 (docs/rules.md). The experts' calls need a specialist token and a seat on the project's confirmed
 * committee; the chair's calls also need the chair; the staff calls need system:project. Nothing here lets staff
 * change a score.
 */
export const EvalPath = {
  /** specialist, GET ?page=&pageSize=: the projects on whose committee this expert sits. */
  mine: '/api/evaluation/mine',
  /** specialist member: `{ projectId }` → everything the 在线评标 page shows (EvalWorkspace). */
  workspace: '/api/evaluation/workspace',
  /** GET ?projectId=&bidId=&inline=1: an opened bid file for a member (inline = PDF preview in the browser). */
  bidFile: '/api/evaluation/bidFile',
  /** specialist member: `{ projectId, candidateId }` → vote for the chair (changeable until a chair exists). */
  voteChair: '/api/evaluation/voteChair',
  /** specialist member: 暂存 — the sheet of one step as typed so far (may be incomplete). */
  saveSheet: '/api/evaluation/saveSheet',
  /** specialist member: 提交 — the complete sheet; locks it. */
  submitSheet: '/api/evaluation/submitSheet',
  /** chair, GET ?projectId=: every member's sheets and who has not submitted. */
  sheets: '/api/evaluation/sheets',
  /** chair: `{ projectId, specialistId, step, reason }` → returns a submitted sheet to its expert (unlocks it). */
  returnSheet: '/api/evaluation/returnSheet',
  /** chair: `{ projectId }` → closes 初步评审 once every member submitted it; 详细评审 opens for those who passed. */
  finishPreliminary: '/api/evaluation/finishPreliminary',
  /** chair: `{ projectId }` → submits the result once every member submitted 详细评审: the report, 评标完成. */
  submitResult: '/api/evaluation/submitResult',
  /** specialist member: `{ projectId }` → sends the 签名确认 SMS code to the expert's own mobile. */
  signCode: '/api/evaluation/signCode',
  /** specialist member: `{ projectId, code, dissent? }` → 签名确认 of the report, with any dissent in writing. */
  sign: '/api/evaluation/sign',
  /** staff system:project, GET ?projectId=: the 评标 tab: progress per expert and step, the chair, the report. */
  progress: '/api/evaluation/progress',
  /** staff system:project: `{ projectId, specialistId }` → names the chair (when the committee has not elected one). */
  nameChair: '/api/evaluation/nameChair',
  /** staff system:project, or a member, GET ?projectId=: the 评标报告 (EvalReport) once submitted. */
  report: '/api/evaluation/report',
  /** GET ?projectId=: the 评标报告 as a PDF (staff system:project). */
  reportPdf: '/api/evaluation/reportPdf',
  /** GET ?projectId=: the 评标报告 as an .xlsx, one sheet per step (staff system:project). */
  reportExcel: '/api/evaluation/reportExcel',
  /** specialist, GET ?page=&pageSize=: 我的信息's evaluation history (projects whose result is public). */
  history: '/api/evaluation/history',
} as const;

/**
 * 竞争性谈判 rounds (docs/rules.md: ranks by the final quote). Staff open a round during evaluation; each bidder still
 * in the running submits a revised quote before the round's deadline.
 */
export const NegotiationPath = {
  /** staff system:project, or the committee's chair: `{ projectId, note, deadline }` → opens the next round. */
  open: '/api/negotiation/open',
  /** staff system:project, or a member: `{ projectId }` → the rounds; quotes shown once a round's deadline passed. */
  list: '/api/negotiation/list',
  /** the committee's chair: `{ projectId, reason }` → records why no round is held (instead of a round). */
  waive: '/api/negotiation/waive',
  /** vender: `{ projectId }` → the open round (if any) and this company's own quotes. */
  mine: '/api/negotiation/mine',
  /** vender: `{ projectId, offer }` → this company's revised quote in the open round (replaces an earlier one). */
  offer: '/api/negotiation/offer',
} as const;
