/**
 * Staff answer an objection (docs/rules.md). One atomic UPDATE … WHERE status = 'open' decides: of two staff
 * answering at once exactly one answer is kept, the other is told 该异议已答复. The answer and its 操作日志 line
 * (on the project) commit together; the SMS goes after the commit and its failure never undoes the answer.
 */
import type { answerObjectionInput, Objection } from '@swp/core';
import type { z } from 'zod';
import type { Deps, LinkMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { type AnswerLog, sendObjectionAnswered } from './objection-answer-sms.ts';
import { toObjections } from './objection-view.ts';
import { answerOpenObjection, findNoticeFacts, findObjection, listObjectionRows } from './objections.repo.ts';

export const ALREADY_ANSWERED = '该异议已答复';

export async function answerObjection(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof answerObjectionInput>,
  meta: LinkMeta,
  log: AnswerLog,
): Promise<{ objection: Objection; smsSent: boolean }> {
  const answered = await deps.db.transaction(async (tx) => {
    const row = await answerOpenObjection(tx, input.id, {
      answer: input.answer,
      answeredBy: principal.userId,
      answeredAt: deps.clock.now(),
    });
    if (!row) {
      if (!(await findObjection(tx, input.id))) throw notFound('异议不存在');
      throw ruleBroken(ALREADY_ANSWERED);
    }
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'objection.answer',
      target: { type: 'project', id: row.projectId },
      detail: { objectionId: row.id, supplierId: row.supplierId },
      ip: meta.ip,
    });
    return row;
  });
  const facts = await findNoticeFacts(deps.db, answered.id);
  const smsSent = facts
    ? await sendObjectionAnswered(deps, log, { objectionId: answered.id, ...facts, baseUrl: meta.baseUrl })
    : false;
  const rows = await listObjectionRows(deps.db, answered.projectId, answered.supplierId);
  const [objection] = await toObjections(
    deps.db,
    rows.filter((r) => r.objection.id === answered.id),
  );
  return { objection: objection!, smsSent };
}
