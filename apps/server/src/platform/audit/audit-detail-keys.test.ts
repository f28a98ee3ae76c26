import fs from 'node:fs';
import path from 'node:path';
import {
  auditLogExportQuery,
  auditTargetLabel,
  BLACKLIST_STATUS_LABELS,
  detailKeyLabel,
  detailValueLabel,
  FILE_PURPOSES,
  isHiddenDetailKey,
  purchaseSettingsInput,
  SPECIALIST_STATUS_LABELS,
  SUPPLIER_STATUS_LABELS,
  specialistFilterInput,
  supplierExportQuery,
} from '@swp/core';
import { describe, expect, it } from 'vitest';
import { expressionAt, SERVER_SRC, sourceFiles, withoutComments } from '../../../test/kits/audit-source.ts';

/**
 * Every key of every 操作日志 detail the server writes reads in Chinese (core audit-log/detail-labels.ts), and
 * every coded value written as a literal (`method: 'sms'`) has its word: the 操作日志 shows no `kind: external`.
 *
 * The details are read from the source: every `detail:` expression, and the object arguments of the helpers that
 * take a detail (logCommitteeOnProject, supplier-review's record). An expression that is not an object literal is
 * resolved below by hand, with the keys it can carry.
 */
const RESOLVED: Record<string, readonly string[]> = {
  // Readers of the column and the types of parameters, not writers.
  "db/schema/audit.ts jsonb('detail').$type<Record<string": [],
  'platform/audit/audit-log.repo.ts auditLogs.detail': [],
  'modules/projects/project-logs.repo.ts auditLogs.detail': [],
  'modules/specialists/specialist-history.repo.ts auditLogs.detail': [],
  'platform/audit/audit-log.service.ts line.detail ?? null': [],
  'modules/projects/project-read.service.ts r.detail ?? null': [],
  'platform/audit/audit.service.ts event.detail': [],
  'modules/extraction/committee-log.ts Record<string': [],
  'platform/tree/tree.service.ts Record<string': [],
  'modules/supplier-manage/supplier-review.service.ts { reason: string } & Record<string': [],
  // Pass-throughs: the detail was written as a literal where it was made (and is read there).
  'platform/tree/tree.service.ts done.detail': [],
  'modules/projects/project-transition.ts moves ? { ...outcome.detail, from: originState(lifecycle, request.action, now), to } : outcome.detail':
    ['from', 'to'],
  'modules/grading/grading.service.ts summary(input)': ['name', 'priceFormula', 'items'],
};
/** Spreads of a variable inside a literal: the keys the variable carries (its own literal is scanned where made). */
const SPREADS: Record<string, readonly string[]> = {
  'platform/auth/password-sms.ts detail': [],
  'modules/supplier-manage/supplier-review.service.ts detail': [],
  'modules/suppliers/supplier-history.ts entry.detail': [],
  'modules/projects/project-transition.ts outcome.detail': [],
};
/** The keys of the records written inside a detail: an export's filter, the settings, a 中标 award. */
const NESTED_KEYS = [
  ...Object.keys(auditLogExportQuery.shape),
  ...Object.keys(supplierExportQuery.shape),
  ...Object.keys(specialistFilterInput.shape),
  ...Object.keys(purchaseSettingsInput.shape),
  ...['winnerSupplierId', 'winner', 'rank', 'amount', 'reason', 'letters'],
];

/** The keys of an object literal, with its spreads resolved (a conditional spread's own literals included). */
function literalKeys(expr: string, where: string, unknown: string[]): { keys: string[]; values: [string, string][] } {
  const keys: string[] = [];
  const values: [string, string][] = [];
  for (let i = 1; i < expr.length; i++) {
    const rest = expr.slice(i).replace(/^\s+/, '');
    i = expr.length - rest.length;
    if (rest.startsWith('...')) {
      const spread = expressionAt(expr, i + 3);
      if (spread.includes('{')) {
        for (const m of spread.matchAll(/\{[^{}]*\}/g)) {
          const inner = literalKeys(m[0], where, unknown);
          keys.push(...inner.keys);
          values.push(...inner.values);
        }
      } else if (SPREADS[`${where} ${spread}`]) keys.push(...SPREADS[`${where} ${spread}`]!);
      else unknown.push(`${where}: spread ${spread}`);
      i += 3 + spread.length;
    } else {
      const key = /^([A-Za-z_$][\w$]*)\s*(:?)/.exec(rest);
      if (!key) break;
      keys.push(key[1]!);
      const value = key[2] ? expressionAt(expr, i + key[0].length) : key[1]!;
      const literal = /^'([^']*)'$/.exec(value);
      if (literal) values.push([key[1]!, literal[1]!]);
      i += key[0].length + (key[2] ? value.length : 0);
    }
    // to the next entry at this depth
    const next = expr.indexOf(',', i);
    if (next < 0) break;
    i = next;
  }
  return { keys, values };
}

function writtenDetails() {
  const keys = new Map<string, string>();
  const values = new Map<string, string>();
  const unknown: string[] = [];
  const take = (expr: string, where: string) => {
    if (expr.startsWith('{')) {
      const found = literalKeys(expr, where, unknown);
      for (const k of found.keys) keys.set(k, where);
      for (const [k, v] of found.values) values.set(`${k}: '${v}'`, where);
    } else if (RESOLVED[`${where} ${expr}`]) for (const k of RESOLVED[`${where} ${expr}`]!) keys.set(k, where);
    else unknown.push(`${where}: detail ${expr}`);
  };
  for (const file of sourceFiles()) {
    const text = withoutComments(fs.readFileSync(file, 'utf8'));
    const where = path.relative(SERVER_SRC, file);
    for (const m of text.matchAll(/\bdetail\s*:\s*/g)) take(expressionAt(text, m.index + m[0].length), where);
    for (const m of text.matchAll(/(?<!function )\b(?:logCommitteeOnProject|await record)\(/g)) {
      const call = expressionAt(text, m.index + m[0].length, true);
      // The detail is the last object given (logCommitteeOnProject's first one is the actor).
      const last = [...call.matchAll(/\{[^{}]*\}/g)].at(-1);
      if (last) take(last[0], where);
    }
  }
  return { keys, values, unknown };
}

const labelled = (key: string, context: { target?: string; inFilter?: boolean } = {}) =>
  isHiddenDetailKey(key) || detailKeyLabel(key, context) !== key;

describe('the 操作日志 details', () => {
  const { keys, values, unknown } = writtenDetails();

  it('are each written in a way this test can read', () => {
    expect(unknown, 'resolve the expression in RESOLVED / SPREADS with the keys it carries').toEqual([]);
    expect(keys.size).toBeGreaterThan(80);
  });

  it('name each key in Chinese (or hide it as a record number)', () => {
    const missing = [...keys].filter(([k]) => !labelled(k)).map(([k, file]) => `${k} (${file})`);
    expect(missing, 'label it in core audit-log/detail-labels.ts DETAIL_KEY_LABELS').toEqual([]);
    expect(NESTED_KEYS.filter((k) => !labelled(k, { inFilter: true }))).toEqual([]);
  });

  it('give each coded value written as a literal its word', () => {
    const codes = [...values].filter(([pair]) => /: '[a-z][A-Za-z-]*'$/.test(pair));
    const missing = codes
      .filter(([pair]) => {
        const [, key, value] = /^(\w+): '(.*)'$/.exec(pair)!;
        return detailValueLabel(key!, value!) === value;
      })
      .map(([pair, file]) => `${pair} (${file})`);
    expect(missing, 'add the value to DETAIL_VALUE_LABELS').toEqual([]);
  });

  it('know every value of the coded keys the server writes from variables', () => {
    const read = (file: string, pattern: RegExp) =>
      [...fs.readFileSync(path.join(SERVER_SRC, file), 'utf8').matchAll(pattern)].map((m) => m[1]!);
    const methods = read('platform/auth/login.service.ts', /startSession\(deps, store, account, '(\w+)'/g);
    const sources = read('modules/extraction/replacement.service.ts', /source: ('backup' \| 'pool')/g)[0]!;
    const kinds = read('modules/extraction/extraction.repo.ts', /kind: '(\w+)'/g);
    const unlabelled = [
      ...methods.map((v) => ['method', v]),
      ...sources
        .replaceAll("'", '')
        .split(' | ')
        .map((v) => ['source', v]),
      ...['project', 'external', ...kinds].map((v) => ['kind', v]),
      ...FILE_PURPOSES.map((v) => ['purpose', v]),
    ].filter(([k, v]) => detailValueLabel(k!, v!) === v);
    expect(methods.length).toBeGreaterThan(1);
    expect(unlabelled).toEqual([]);
  });

  it('name each kind of object a line is about', () => {
    const types = new Set<string>();
    for (const file of sourceFiles())
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/target: \{ type: '(\w+)'/g)) types.add(m[1]!);
    expect(types.size).toBeGreaterThan(10);
    expect([...types].filter((t) => auditTargetLabel(t) === t)).toEqual([]);
  });

  it('word a status as the record it names does', () => {
    const cases = [
      ['', SUPPLIER_STATUS_LABELS],
      ['supplier', SUPPLIER_STATUS_LABELS],
      ['blacklist', BLACKLIST_STATUS_LABELS],
      ['specialist', SPECIALIST_STATUS_LABELS],
    ] as const;
    for (const [target, table] of cases)
      for (const [code, word] of Object.entries(table)) expect(detailValueLabel('status', code, target)).toBe(word);
    expect(detailValueLabel('statusBefore', 'pending', 'blacklist')).toBe(BLACKLIST_STATUS_LABELS.pending);
  });
});
