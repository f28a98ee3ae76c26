import { type PlaceholderSources, placeholderText, resolvePlaceholder } from '@swp/core/announcement/placeholders';
import { ANNOUNCEMENT_TYPE_SOURCES, type AnnouncementType } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';

/**
 * The placeholder sources of a project as the preview sees them: the project's own fields, its key dates as the
 * announcement's, and the result/failure fields it already has. Only the sources the announcement type is
 * rendered with are passed, as when publishing.
 */
export function projectPreviewSources(project: ProjectDetail, type: AnnouncementType): PlaceholderSources {
  const all: PlaceholderSources = {
    // A plain record of the detail's fields (the interface has no index signature).
    project: Object.fromEntries(Object.entries(project)),
    announcement: {
      enrollTime: project.enrollTime,
      enrollEndTime: project.enrollEndTime,
      openTime: project.openTime,
      closeFileupTime: project.closeFileupTime,
    },
    result: { gsTime: project.gsTime },
    failed: { lossDes: project.lossDes },
  };
  return pick(all, type);
}

/** Clearly invented values, so a template can be previewed before any project exists. */
const SAMPLE: Required<PlaceholderSources> = {
  project: {
    projectName: '（示例）城北水厂清水池改造工程',
    projectCode: 'SW-2026-0001',
    needDeptName: '生产运营部',
    manageDeptName: '采购管理部',
    purchaseWay: 1,
    purchaseName: '某市水务集团有限公司',
    categoryCn: '工程',
    totalInvestment: '1234567.5',
    specialFree: '企业自筹',
    other: '无',
    tendCon: '本项目已批准建设，资金已落实，具备招标条件。',
    bidRange: '清水池结构加固、防水及附属管道改造。',
    section: '一个标段',
    address: '城北水厂厂区内',
    cycle: '90日历天',
    qualityReq: '合格',
    qualificationReq: '具备市政公用工程施工总承包三级及以上资质。',
    budget: '1200000',
  },
  announcement: {
    enrollTime: '2026-03-02T01:00:00Z',
    enrollEndTime: '2026-03-09T09:00:00Z',
    openTime: '2026-03-12T01:30:00Z',
    closeFileupTime: '2026-03-12T01:30:00Z',
    contacts: '李工',
    mobile: '0571-87654321',
  },
  result: {
    gsTime: '2026-03-16T01:00:00Z',
    bidInfo: '共3家单位投标，经评审……',
    dissent: '如有异议，请于公示期内书面提出。',
  },
  win: {
    winner: '某某建设有限公司',
    amount: '1150000',
    cycle: '85日历天',
    pmUser: '2年',
    remark: '',
    offer: '1150000',
  },
  failed: { lossDes: '有效投标人不足3家。' },
};

export function samplePreviewSources(type: AnnouncementType): PlaceholderSources {
  return pick(SAMPLE, type);
}

function pick(all: PlaceholderSources, type: AnnouncementType): PlaceholderSources {
  return Object.fromEntries(ANNOUNCEMENT_TYPE_SOURCES[type].map((s) => [s, all[s] ?? {}]));
}

/**
 * The labels of the known placeholders in `html` that have no value in `sources` (a new project has no 开标时间
 * yet): the preview names them, so an empty spot is not mistaken for a broken template.
 */
export function emptyPlaceholders(html: string, sources: PlaceholderSources): string[] {
  const labels: string[] = [];
  for (const m of html.matchAll(/\{\{([^{}]{0,100})\}\}/g)) {
    const def = resolvePlaceholder(m[1] ?? '', sources);
    if (def && placeholderText(def, sources) === '' && !labels.includes(def.label)) labels.push(def.label);
  }
  return labels;
}
