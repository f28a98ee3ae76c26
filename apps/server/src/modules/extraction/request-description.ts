import { type ExtractionRequest, PURCHASE_WAY_LABELS } from '@swp/core';

/** The draw's conditions in the words staff use, for the printed 抽取记录 (one line per condition set). */

const SOURCE_LABELS: Record<ExtractionRequest['expertSource'], string> = {
  any: '全部专家',
  internal: '内部专家',
  external: '外部招募专家',
};

export interface NameLookups {
  specialtyNames: ReadonlyMap<string, string>;
  expertNames: ReadonlyMap<number, string>;
}

export function describeRequest(r: ExtractionRequest, names: NameLookups): string[] {
  const lines: string[] = [];
  if (r.purchaseWay) lines.push(`采购方式：${PURCHASE_WAY_LABELS[r.purchaseWay]}`);
  const split = [`技术类${r.technicalCount}人`, `经济类${r.economicCount}人`];
  if (r.otherCount > 0) split.push(`其他类${r.otherCount}人`);
  lines.push(`评审专家${r.committeeSize}人（${split.join('、')}）；备选专家${r.backupCount}人`);
  lines.push(`专家来源：${SOURCE_LABELS[r.expertSource]}；年龄不超过${r.maxAge}岁；不抽取冻结、黑名单专家`);
  const specialty = (id: string) => names.specialtyNames.get(id) ?? id;
  const list = (label: string, values: readonly string[], show: (v: string) => string = (v) => v) => {
    if (values.length > 0) lines.push(`${label}：${values.map(show).join('、')}`);
  };
  list('专业类别', r.includeSpecialties, specialty);
  list('排除专业类别', r.excludeSpecialties, specialty);
  list('所在地区', r.includeRegions);
  list('排除所在地区', r.excludeRegions);
  list('职称', r.includeTitles);
  list('排除职称', r.excludeTitles);
  if (r.avoidUnits.length > 0) {
    lines.push(`回避单位：${r.avoidUnits.map((u) => `${u.name}（${u.reason}）`).join('；')}`);
  }
  if (r.avoidExperts.length > 0) {
    const name = (id: number) => names.expertNames.get(id) ?? `专家${id}`;
    lines.push(`回避专家：${r.avoidExperts.map((a) => `${name(a.expertId)}（${a.reason}）`).join('；')}`);
  }
  return lines;
}
