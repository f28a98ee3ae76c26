import { defaultAnnouncementTitle, defaultDissentText, type PlaceholderSources, renderPlaceholders } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './default-templates.ts';

/**
 * The stock templates through core's renderPlaceholders (what a draft and the bulletin show): optional fields
 * left empty take their line, row or section with them; filled, everything shows. No database.
 */

const project = {
  projectName: '城北水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  needDeptName: '供水管理部',
  manageDeptName: '采购中心',
  purchaseName: '某市水务集团有限公司',
  categoryCn: '工程',
  budget: '1200000',
  bidRange: 'DN300管道更换',
  address: '城北区',
  openAddress: '集团本部三楼开标室',
  cycle: '90日历天',
  qualityReq: '合格',
  qualificationReq: '具有市政公用工程施工总承包三级及以上资质',
  tendCon: '资金已落实，具备采购条件',
  // optional, empty
  totalInvestment: null,
  specialFree: '',
  section: '',
  other: '',
};
const times = {
  enrollTime: '2026-03-02 09:00',
  enrollEndTime: '2026-03-09 17:00',
  closeFileupTime: '2026-03-12 09:30',
  openTime: '2026-03-12 09:30',
};
const typeRecords = {
  result: { gsTime: '2026-03-13 09:00', bidInfo: '有效响应3家', dissent: '监督电话：0571-12345678' },
  win: { winner: '某建设有限公司', amount: '1150000', offer: '1150000', cycle: '60日历天', pmUser: '2年', remark: '' },
  failed: { lossDes: '有效响应的供应商不足3家' },
};

function sourcesFor(contacts: { contacts: string | null; mobile: string | null }): PlaceholderSources {
  return { project, announcement: { ...times, ...contacts }, ...typeRecords };
}
const empty = sourcesFor({ contacts: '', mobile: null });
const filled = sourcesFor({ contacts: '李工', mobile: '0571-87654321' });

const templates = defaultTemplates();
const cases = templates.map((t) => [t.name, t] as const);

/** The text of the h3 headings, in order. */
const headings = (html: string) => [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);

describe('stock templates with empty contact fields', () => {
  it.each(cases)('%s: no empty 联系人/联系电话 line, the rest of 联系方式 stays', (_, template) => {
    const { html, unknown } = renderPlaceholders(template.html, empty);
    expect(unknown).toEqual([]);
    expect(html).not.toContain('联系人：');
    expect(html).not.toContain('联系电话：');
    expect(html).toContain('<p>采购人：某市水务集团有限公司</p><p>组织部门：采购中心</p>');
    expect(headings(html).at(-1)).toMatch(/联系方式$/);
  });

  it.each(cases)('%s: filled, both lines show', (_, template) => {
    const { html } = renderPlaceholders(template.html, filled);
    expect(html).toContain('<p>联系人：李工</p><p>联系电话：0571-87654321</p>');
  });

  it('leaves out only the empty line when one of the two is given', () => {
    const tender = templates.find((t) => t.type === 'tender' && t.purchaseWay === 1)!;
    const { html } = renderPlaceholders(tender.html, sourcesFor({ contacts: null, mobile: '0571-87654321' }));
    expect(html).toContain('<p>组织部门：采购中心</p><p>联系电话：0571-87654321</p>');
    expect(html).not.toContain('联系人：');
  });
});

describe('stock tender templates with optional project fields empty', () => {
  const tender = templates.find((t) => t.type === 'tender' && t.purchaseWay === 1)!;

  it('drops the empty 其他 section and renumbers 联系方式; the empty rows go, the filled ones stay', () => {
    const { html } = renderPlaceholders(tender.html, empty);
    expect(headings(html)).toEqual([
      '一、项目基本情况',
      '二、采购条件',
      '三、供应商资格要求',
      '四、报名及响应文件递交',
      '五、联系方式',
    ]);
    expect(html).not.toContain('其他');
    for (const gone of ['总投资', '资金来源', '标段划分']) expect(html).not.toContain(gone);
    for (const kept of ['<td>需求部门</td><td>供水管理部</td>', '<td>预算金额（元）</td><td>1,200,000.00</td>'])
      expect(html).toContain(kept);
    expect(html).toContain('<td>报名截止时间</td><td>2026年3月9日 17:00</td>');
  });

  it('shows everything when the optional fields are given', () => {
    const full = {
      ...filled,
      project: { ...project, totalInvestment: '5000000', specialFree: '企业自筹', section: '一个标段', other: '无' },
    };
    const { html } = renderPlaceholders(tender.html, full);
    expect(headings(html)).toEqual([
      '一、项目基本情况',
      '二、采购条件',
      '三、供应商资格要求',
      '四、报名及响应文件递交',
      '五、其他',
      '六、联系方式',
    ]);
    expect(html).toContain('<td>总投资（元）</td><td>5,000,000.00</td>');
    expect(html).toContain('<h3>五、其他</h3><p>无</p>');
  });

  it('states the 中标公告 amounts in figures and in capitals, each in its own row', () => {
    for (const win of templates.filter((t) => t.type === 'win')) {
      const { html } = renderPlaceholders(win.html, filled);
      expect(html).toContain('<td>中标金额（元）</td><td>1,150,000.00</td>');
      expect(html).toContain('<td>中标金额（大写）</td><td>人民币壹佰壹拾伍万元整</td>');
      expect(html).toContain('<td>最终报价（大写）</td><td>人民币壹佰壹拾伍万元整</td>');
    }
  });

  it('drops the 中标公告 remark paragraph when there is none', () => {
    const win = templates.find((t) => t.type === 'win' && t.purchaseWay === 3)!;
    const { html } = renderPlaceholders(win.html, filled);
    expect(html).toContain('</tbody></table><p>请中标人在收到中标通知书后按规定签订合同。');
  });
});

describe('stock 结果公示 templates', () => {
  it.each(cases.filter(([, t]) => t.type === 'result'))(
    '%s: states the 异议 sentence once, the {{dissent}} one',
    (_, template) => {
      const dissent = defaultDissentText(template.purchaseWay);
      const { html } = renderPlaceholders(template.html, {
        ...filled,
        result: { ...typeRecords.result, dissent: `${dissent}监督电话：0571-12345678` },
      });
      expect(html.split('有异议').length - 1).toBe(1);
      expect(html).toContain(`<h3>四、异议、投诉及监督</h3><p>${dissent}监督电话：0571-12345678</p>`);
    },
  );
});

describe('stock 招标公告 templates', () => {
  it.each(cases.filter(([, t]) => t.type === 'tender'))('%s: names the 开标地点', (_, template) => {
    const { html } = renderPlaceholders(template.html, filled);
    expect(html).toMatch(/<p>(开标|响应文件开启|谈判)地点：集团本部三楼开标室<\/p>/);
  });
});

describe('stock template headings and default titles agree', () => {
  it.each(cases)('%s: the heading is the default title', (_, template) => {
    const { html } = renderPlaceholders(template.html, filled);
    const title = defaultAnnouncementTitle(project.projectName, template.type, template.purchaseWay);
    expect(html).toMatch(new RegExp(`^<h2[^>]*>${title}</h2>`));
  });

  it('calls a 询价 tender 询价公告 in its heading, its name and its default title', () => {
    const tender = templates.find((t) => t.type === 'tender' && t.purchaseWay === 1)!;
    expect(tender.name).toBe('询价采购 · 询价公告（通用）');
    expect(defaultAnnouncementTitle('X', 'tender', 1)).toBe('X询价公告');
  });
});
