/**
 * Reads a route's zod schema well enough to build a body it accepts, so that the fuzz test can spoil one field at
 * a time and reach the code behind validation. Best effort: a refinement across fields may still refuse the
 * sample; the test then only learns less, it never reports a false failure.
 */
import type { z } from 'zod';

type Schema = z.ZodType;
// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are read structurally, as the walker needs them.
const defOf = (schema: Schema): any => (schema as any)._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that gives the value its shape: under optional/default wrappers and beside transforms. */
function core(schema: Schema): Schema {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return core(def.innerType);
  if (def.type === 'pipe') return core(defOf(def.in).type === 'transform' ? def.out : def.in);
  if (def.type === 'lazy') return core(def.getter());
  return schema;
}

/** The fields of an object schema (also under refinements and wrappers), or undefined for other schemas. */
export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = defOf(core(schema));
  return def.type === 'object' ? def.shape : undefined;
}

/** Values that fit fields by their name, tried before the generic ones. */
const HINTS: [RegExp, unknown[]][] = [
  [/mobile|phone/i, ['13900001234']],
  [/idNumber/i, ['11010519491231002X']],
  // The ID number above is a woman born on 1949-12-31: the form's gender and birth date must agree with it.
  [/gender/i, ['female']],
  [/birth/i, ['1949-12-31']],
  [/^new/i, ['Newpassw0rd27']],
  [/committeeSize|minCommittee/, [5]],
  [/technicalCount/, [3]],
  [/economicCount/, [2]],
  [/otherCount|backupCount/, [0]],
  [/maxAge/, [70]],
  [/^exclude/, [[]]],
  [/time$|Time$|At$/, ['2030-06-01 09:00:00', '2030-06-01T09:00:00+08:00', '2030-06-01']],
  [/date/i, ['2030-06-01']],
  [/password/i, ['Passw0rd2026']],
  [/account|username/i, ['fuzz_user1']],
  [/uuid/i, ['fuzz-uuid-1']],
  [/code$/i, ['123456', 'SW-2026-0001']],
  [/budget|investment|amount|money/i, ['100.00']],
  [/ids$/i, [[1]]],
  [/(^id|Id)$/, [1]],
  [/count|size|number|num$/i, [1]],
  [/email/i, ['fuzz@example.cn']],
];

const GENERIC: unknown[] = [
  1,
  '1',
  true,
  'Fuzz1234',
  '模糊测试',
  '2030-06-01',
  '2030-06-01 09:00:00',
  '13900001234',
  '00000000-0000-4000-8000-000000000000',
  [],
  {},
  0,
  '100.00',
  null,
];

const accepts = (schema: Schema, value: unknown) => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

/** A value the schema accepts if one can be found, else the most plausible one. */
export function sampleValue(schema: Schema, key = '', depth = 0): unknown {
  const structural = depth < 4 ? structuralSample(schema, depth) : [];
  const hinted = HINTS.filter(([pattern]) => pattern.test(key)).flatMap(([, values]) => values);
  for (const candidate of [...hinted, ...structural, ...GENERIC]) {
    if (accepts(schema, candidate)) return candidate;
  }
  return structural[0] ?? hinted[0];
}

function structuralSample(schema: Schema, depth: number): unknown[] {
  const def = defOf(core(schema));
  switch (def.type) {
    case 'object':
      return [
        Object.fromEntries(
          Object.entries(def.shape as Record<string, Schema>).map(([k, s]) => [k, sampleValue(s, k, depth + 1)]),
        ),
      ];
    case 'array':
      return [[sampleValue(def.element, '', depth + 1)]];
    case 'enum':
      return Object.values(def.entries);
    case 'literal':
      return [...def.values];
    case 'union':
      return (def.options as Schema[]).flatMap((option) => structuralSample(option, depth));
    default:
      return [];
  }
}

/** Every path to a leaf of a sample (objects and arrays are walked), for spoiling one place at a time. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [prefix];
    return [prefix, ...value.flatMap((item, i) => leafPaths(item, [...prefix, i]))];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  }
  return [prefix];
}

/** A deep copy of the sample with the value at `path` replaced. */
export function withValueAt(sample: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(sample)) {
    const copy = [...sample];
    copy[head as number] = withValueAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(sample as Record<string, unknown>) };
  copy[head!] = withValueAt(copy[head!], rest, value);
  return copy;
}
