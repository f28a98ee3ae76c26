/**
 * Results (docs/rules.md): the 结果公示 and its candidates, 异议 (objections) during the publicity, the
 * 中标公告's award, and the 中标通知书 / 结果通知书. The publicity and the winner notice themselves are announcements
 * (AnnouncementPath, types result and win); these calls are what they read and what follows them.
 */
export const ResultPath = {
  /**
   * staff system:project, GET ?projectId=: the 结果 panel of the project page — the report's candidates (≤ 3,
   * ranked, with their offers), the publicity window, the objections still open, the award once made.
   */
  summary: '/api/result/summary',
  /** vender, GET ?projectId=: this company's view of the result — the publicity, its own outcome and letter. */
  mine: '/api/result/mine',
  /** vender, GET ?projectId=: this company's 中标通知书 or 结果通知书 as a PDF, once the 中标公告 is published. */
  letter: '/api/result/letter',
} as const;

/** 异议: a bidder files one during the 结果公示; staff answer it; the bidder is told by SMS. */
export const ObjectionPath = {
  /** vender: `{ projectId, content, attachmentIds? }` → `{ id }`; only a bidder, only while the publicity runs. */
  file: '/api/objection/file',
  /** vender, multipart field `file`: an attachment for an objection not yet filed → `{ id, name, size }`. */
  upload: '/api/objection/upload',
  /** vender: `{ projectId }` → this company's objections on the project, with the answers. */
  mine: '/api/objection/mine',
  /** staff system:project: `{ projectId }` → every objection on the project. */
  list: '/api/objection/list',
  /** staff system:project: `{ id, answer }` → answers an open objection (SMS to the bidder). */
  answer: '/api/objection/answer',
  /** GET ?id=: an objection's attachment, to the company that filed it or staff with system:project. */
  attachment: '/api/objection/attachment',
} as const;
