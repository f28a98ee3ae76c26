/**
 * The 操作日志 lines that tell that a company takes part in a project: it enrolled, was passed or failed in 报名审查,
 * lodged or re-uploaded a bid, quoted in a negotiation round, filed an objection or had one answered.
 *
 * docs/rules.md "Sealed bids" (招标投标法 第二十二条): before the opening nobody — staff, administrators, other companies —
 * learns who bid or how many, the 操作日志 included. So every reader of the log (the 操作日志 page, its export, a
 * project's own 操作日志 tab) leaves these lines out, in the query itself, until the project has been opened: a row
 * in bid_openings, the fact the 开标记录, the bid list and the bid downloads are released by. After the opening
 * they read as they happened. A project that was never opened (流标 before 开标) keeps them sealed: its re-tender
 * copy is likely bid on by the same companies.
 *
 * Which project a line is about: its target when the target is the project, otherwise `detail.projectId`. Every
 * action listed here must write one of the two; a line of these actions naming no project is never shown.
 *
 * A new action that names a company taking part in a project (保证金, 招标文件 download records, withdrawals…) is
 * added here. bidder-log-actions.test.ts reads every action the server writes and fails on one that is neither
 * listed here nor in its reviewed list of actions that name no bidder.
 */
export const BIDDER_LOG_ACTIONS = [
  'enrolment.apply',
  'enrolment.pass',
  'enrolment.fail',
  'bid.upload',
  // Written only after the opening today; listed so that the rule, not the order of events, keeps them sealed.
  'negotiation.offer',
  'objection.file',
  'objection.answer',
  // The 开标大厅: 签到 may come before openTime; the others come before 唱标, which writes bid_openings.
  'opening.signIn',
  'opening.decrypt',
  'opening.objection',
  'opening.answerObjection',
  'opening.confirm',
  'opening.disagree',
] as const;
