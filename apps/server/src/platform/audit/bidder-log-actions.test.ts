import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_OPTIONS, auditActionLabel, PROJECT_ACTIONS, SUPPLIER_EVENT_LABELS } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { expressionAt, SERVER_SRC, sourceFiles, withoutComments } from '../../../test/kits/audit-source.ts';
import { COMMITTEE_LOG_ACTIONS } from '../../modules/extraction/committee-log.ts';
import { BIDDER_LOG_ACTIONS } from './bidder-log-actions.ts';

/**
 * Every 操作日志 action the server writes is classified: it names a company taking part in a project (then it is in
 * BIDDER_LOG_ACTIONS and sealed until the opening), or it was reviewed and names none (the list below). A new action
 * fails here until someone decides which: a 保证金 or 招标文件 line written without that decision would otherwise show
 * the bidders of an open tender in the 操作日志.
 *
 * The actions are read from the source: every dotted literal given as `action:`, `auditAction:` (a transition's own
 * line) or `audit:` (recordCompanyAction), every template given as `action:` (expanded below), and every `audit(…)`
 * call whose action is neither (a variable, resolved below).
 */
const REVIEWED_NO_BIDDER = [
  // Sign-in, accounts, roles, the first administrator: staff, experts or a company acting on its own account.
  ...['auth.login', 'auth.logout', 'auth.lockout', 'auth.password_change', 'auth.password_reset'],
  'system.firstAdmin',
  ...['role.create', 'role.update', 'role.delete'],
  ...['staffUser.create', 'staffUser.createWithdrawn', 'staffUser.update', 'staffUser.enable', 'staffUser.disable'],
  ...['staffUser.resetPassword', 'staffUser.resetPasswordWithdrawn'],
  // Experts and their draw: the committee, sealed by its own rule (COMMITTEE_LOG_ACTIONS, extraction.*).
  ...['specialist.create', 'specialist.update', 'specialist.delete', 'specialist.import', 'specialist.export'],
  ...['specialist.freeze', 'specialist.unfreeze', 'specialist.revealIdNumber'],
  ...['specialist.createAccount', 'specialist.createAccountWithdrawn'],
  ...['specialist.resetPassword', 'specialist.resetPasswordWithdrawn'],
  ...COMMITTEE_LOG_ACTIONS,
  ...['extraction.confirm', 'extraction.decline'],
  // A company's own record and its review: the company, never a project.
  ...['supplier.register', 'supplier.update', 'supplier.resubmit', 'supplier.contacts'],
  ...['supplier.qualification_add', 'supplier.qualification_replace', 'supplier.qualification_remove'],
  ...Object.keys(SUPPLIER_EVENT_LABELS).map((event) => `supplier.${event}`),
  ...['supplier.export', 'blacklist.add', 'blacklist.lift'],
  // Staff's lines on a project: its lifecycle (开标 counts the bids after the fact), its notices and standards.
  ...PROJECT_ACTIONS.map((action) => `project.${action}`),
  ...['project.create', 'project.update', 'project.retenderCopy', 'project.setGradingStandard'],
  ...['announcement.create', 'announcement.update', 'announcement.delete', 'announcement.publish'],
  ...['grading.create', 'grading.update', 'grading.copy', 'grading.delete'],
  ...['template.create', 'template.update', 'template.delete', 'template.enable', 'template.disable'],
  'purchaseSettings.update',
  // The 开标大厅's own steps, by staff or at the window's end, after openTime: counts, never a company.
  ...['opening.start', 'opening.announce', 'opening.close'],
  // Written by the committee or staff after the opening, about the evaluation, not about who took part.
  ...['evaluation.submitSheet', 'evaluation.returnSheet', 'evaluation.finishPreliminary', 'evaluation.sign'],
  ...['evaluation.voteChair', 'evaluation.chairElected', 'evaluation.nameChair', 'negotiation.open'],
  'negotiation.waive',
  // An upload of /api/file/upload (notice attachments, a company's documents, an objection's attachment): the
  // purposes tie no file to a project's bid (bid files are lodged through bid.upload).
  'file.upload',
  'auditLog.export',
  ...['department', 'specialty'].flatMap((tree) =>
    ['create', 'rename', 'move', 'delete', 'enable', 'disable'].map((verb) => `${tree}.${verb}`),
  ),
];

/** The templates the server writes as `action:`, with the actions each can make. */
const TEMPLATES: Record<string, readonly string[]> = {
  "enrolment.${input.pass ? 'pass' : 'fail'}": ['enrolment.pass', 'enrolment.fail'],
  'project.${request.action}': PROJECT_ACTIONS.map((a) => `project.${a}`),
  'supplier.${action}': Object.keys(SUPPLIER_EVENT_LABELS).map((e) => `supplier.${e}`),
  '${kind.target}.${done.verb}': ['department', 'specialty'].flatMap((tree) =>
    ['create', 'rename', 'move', 'delete', 'enable', 'disable'].map((verb) => `${tree}.${verb}`),
  ),
};

/** `audit(…)` calls whose action is a variable: the file, the expression, and where its values are written. */
const VARIABLES: Record<string, readonly string[]> = {
  'modules/extraction/committee-log.ts action': COMMITTEE_LOG_ACTIONS,
  // The withdrawn line of an SMS that could not be sent: its `action:` literal is in the caller's `withdrawn`.
  'platform/auth/password-sms.ts action': [],
  'modules/suppliers/supplier-history.ts entry.audit': [],
};

const SRC = SERVER_SRC;
const code = withoutComments;

function writtenActions() {
  const found = new Map<string, string>();
  const unknown: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = code(fs.readFileSync(file, 'utf8'));
    const where = path.relative(SRC, file);
    for (const m of text.matchAll(/\b(?:action|auditAction|audit)\s*:\s*/g)) {
      const expr = expressionAt(text, m.index + m[0].length);
      for (const lit of expr.matchAll(/'([a-z][A-Za-z]*\.[A-Za-z_]+)'/g)) found.set(lit[1]!, where);
      for (const tpl of expr.matchAll(/`([^`]*)`/g)) {
        const values = TEMPLATES[tpl[1]!];
        if (values) for (const v of values) found.set(v, where);
        else unknown.push(`${where}: action \`${tpl[1]}\``);
      }
    }
    for (const m of text.matchAll(/(?<![.\w])audit\(/g)) {
      if (text.slice(Math.max(0, m.index - 16), m.index).includes('function')) continue;
      const call = expressionAt(text, m.index + m[0].length, true);
      const prop = /\baction\b\s*(:)?/.exec(call);
      if (!prop) throw new Error(`${where}: an audit() call without an action`);
      const expr = prop[1] ? expressionAt(call, prop.index + prop[0].length) : 'action';
      if (/'[a-z][A-Za-z]*\.[A-Za-z_]+'|`/.test(expr)) continue;
      const values = VARIABLES[`${where} ${expr}`];
      if (values) for (const v of values) found.set(v, where);
      else unknown.push(`${where}: audit() with action ${expr}`);
    }
  }
  return { found, unknown };
}

describe('the 操作日志 actions', () => {
  const { found, unknown } = writtenActions();

  it('are each written in a way this test can read', () => {
    expect(unknown, 'add the template or the variable to TEMPLATES / VARIABLES with its values').toEqual([]);
    expect(found.size).toBeGreaterThan(80);
  });

  it('are each classified: sealed until the opening (BIDDER_LOG_ACTIONS) or reviewed as naming no bidder', () => {
    const classified = new Set<string>([...BIDDER_LOG_ACTIONS, ...REVIEWED_NO_BIDDER]);
    const unclassified = [...found].filter(([action]) => !classified.has(action)).map(([a, file]) => `${a} (${file})`);
    expect(unclassified, 'add each to BIDDER_LOG_ACTIONS if it names a company taking part in a project').toEqual([]);
  });

  it('lists no action twice and none that is no longer written', () => {
    const bidder = new Set<string>(BIDDER_LOG_ACTIONS);
    expect(REVIEWED_NO_BIDDER.filter((a) => bidder.has(a))).toEqual([]);
    expect(BIDDER_LOG_ACTIONS.filter((a) => !found.has(a))).toEqual([]);
  });

  it('each read in Chinese in the 操作日志 and offered by its search form', () => {
    const offered = new Set(AUDIT_ACTION_OPTIONS.map((o) => o.value));
    const actions = [...found.keys()];
    expect(
      actions.filter((a) => auditActionLabel(a) === a),
      'label it in core audit-log/labels.ts',
    ).toEqual([]);
    expect(
      actions.filter((a) => !offered.has(a)),
      'offer it in AUDIT_ACTION_OPTIONS',
    ).toEqual([]);
  });
});
