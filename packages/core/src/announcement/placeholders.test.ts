import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CATALOGUE, PLACEHOLDER_SOURCES, RESOLUTION_ORDER } from './catalogue.ts';
import { escapeHtmlText, type PlaceholderSources, renderPlaceholders, resolvePlaceholder } from './placeholders.ts';

const project = {
  id: 42,
  projectName: '城北水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  needDeptName: '供水管理部',
  manageDeptName: '采购中心',
  purchaseWay: 1,
  purchaseName: '某市水务集团有限公司',
  categoryCn: '工程',
  totalInvestment: '12345678.9',
  specialFree: '企业自筹',
  other: '无',
  tendCon: '已具备招标条件',
  bidRange: 'DN300管道更换',
  section: '一个标段',
  address: '城北区',
  openAddress: '集团本部三楼开标室',
  cycle: '90日历天',
  qualityReq: '合格',
  qualificationReq: '市政公用工程施工总承包三级及以上',
  budget: 1000000,
  secretKey: 'must-not-leak',
};
const announcement = {
  enrollTime: '2026-03-02T00:00:00Z',
  enrollEndTime: '2026-03-05 17:00',
  openTime: new Date('2026-03-10T01:30:00Z'),
  closeFileupTime: Date.UTC(2026, 2, 10, 1, 0),
  contacts: '李工',
  mobile: '0571-87654321',
};
const result = {
  gsTime: '2026-03-12 09:00',
  gsEndTime: '2026-03-15 09:00',
  bidInfo: '有效投标3家',
  dissent: '监督电话：12345',
};
const win = {
  winner: '某建设有限公司',
  amount: '987654.321',
  cycle: '60日历天',
  pmUser: '2年',
  remark: '',
  offer: 980000,
};
const failed = { lossDes: '有效投标人不足3家' };

const render = (template: string, sources: PlaceholderSources) => renderPlaceholders(template, sources);

describe('renderPlaceholders: every catalogue placeholder', () => {
  const sources: PlaceholderSources = { project, announcement, result, win, failed };
  const expected: Record<string, string> = {
    'project.projectName': '城北水厂管网改造工程',
    'project.projectCode': 'SW-2026-0007',
    'project.needDeptName': '供水管理部',
    'project.manageDeptName': '采购中心',
    'project.purchaseWay': '询价采购',
    'project.purchaseName': '某市水务集团有限公司',
    'project.categoryCn': '工程',
    'project.totalInvestment': '12,345,678.90',
    'project.specialFree': '企业自筹',
    'project.other': '无',
    'project.tendCon': '已具备招标条件',
    'project.bidRange': 'DN300管道更换',
    'project.section': '一个标段',
    'project.address': '城北区',
    'project.openAddress': '集团本部三楼开标室',
    'project.cycle': '90日历天',
    'project.qualityReq': '合格',
    'project.qualificationReq': '市政公用工程施工总承包三级及以上',
    'project.budget': '1,000,000.00',
    'announcement.enrollTime': '2026年3月2日 08:00',
    'announcement.enrollEndTime': '2026年3月5日 17:00',
    'announcement.openTime': '2026年3月10日 09:30',
    'announcement.closeFileupTime': '2026年3月10日 09:00',
    'announcement.contacts': '李工',
    'announcement.mobile': '0571-87654321',
    'result.gsTime': '2026年3月12日 09:00',
    'result.gsEndTime': '2026年3月15日 09:00',
    'result.bidInfo': '有效投标3家',
    'result.dissent': '监督电话：12345',
    'win.winner': '某建设有限公司',
    'win.amount': '987,654.32',
    'win.cycle': '60日历天',
    'win.pmUser': '2年',
    'win.remark': '',
    'win.offer': '980,000.00',
    'win.amountCapitals': '人民币玖拾捌万柒仟陆佰伍拾肆元叁角贰分',
    'win.offerCapitals': '人民币玖拾捌万元整',
    'failed.lossDes': '有效投标人不足3家',
  };

  it('covers the whole catalogue', () => {
    const all = PLACEHOLDER_SOURCES.flatMap((s) => PLACEHOLDER_CATALOGUE[s].map((d) => `${s}.${d.name}`));
    expect(all.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('{{%s}} → %j', (reference, text) => {
    // An empty value leaves its paragraph out (empty-sections.test.ts).
    expect(render(`<p>{{${reference}}}</p>`, sources)).toEqual({ html: text ? `<p>${text}</p>` : '', unknown: [] });
  });

  it('renders every unqualified name that is not ambiguous', () => {
    for (const source of PLACEHOLDER_SOURCES) {
      for (const def of PLACEHOLDER_CATALOGUE[source]) {
        if (def.name === 'cycle') continue;
        expect(render(`{{${def.name}}}`, sources).html).toBe(expected[`${source}.${def.name}`]);
      }
    }
  });
});

describe('renderPlaceholders: resolution', () => {
  it('resolves an unqualified name from the announcement’s own source before the project', () => {
    expect(render('{{cycle}}', { project, win }).html).toBe('60日历天');
    expect(render('{{cycle}}', { project }).html).toBe('90日历天');
    expect(render('{{project.cycle}}|{{win.cycle}}', { project, win }).html).toBe('90日历天|60日历天');
  });

  it('follows win, result, failed, announcement, project', () => {
    expect(RESOLUTION_ORDER).toEqual(['win', 'result', 'failed', 'announcement', 'project']);
  });

  it('uses the own source even when its value is empty (no silent fallback to the project)', () => {
    expect(render('[{{cycle}}]', { project, win: { cycle: null } }).html).toBe('[]');
  });

  it('renders a known name whose source is absent as empty, not unknown', () => {
    expect(render('中标人：{{winner}}；原因：{{failed.lossDes}}', { project })).toEqual({
      html: '中标人：；原因：',
      unknown: [],
    });
    expect(render('{{projectName}}', {}).html).toBe('');
    expect(render('{{projectName}}', { project: null }).html).toBe('');
  });

  it('treats a name in the wrong source, an unknown source, or a non-catalogue field as unknown', () => {
    const out = render('{{project.winner}} {{bid.amount}} {{secretKey}} {{id}} {{project.secretKey}}', { project });
    expect(out.html).toBe('{{project.winner}} {{bid.amount}} {{secretKey}} {{id}} {{project.secretKey}}');
    expect(out.unknown).toEqual(['project.winner', 'bid.amount', 'secretKey', 'id', 'project.secretKey']);
  });

  it('is case-sensitive, as the product’s names are', () => {
    expect(render('{{ProjectName}}', { project }).unknown).toEqual(['ProjectName']);
  });

  it('exposes resolution for the editor', () => {
    expect(resolvePlaceholder('cycle', { project, win })?.source).toBe('win');
    expect(resolvePlaceholder(' win.amount ', {})?.label).toBe('中标金额');
    expect(resolvePlaceholder('nope', { project })).toBeUndefined();
  });
});

describe('renderPlaceholders: unknown placeholders', () => {
  it('leaves them exactly as written and reports each once, in order', () => {
    const out = render('<p>{{foo}} {{ foo }} {{projectName}} {{bar.baz}} {{foo}}</p>', { project });
    expect(out.html).toBe('<p>{{foo}} {{ foo }} 城北水厂管网改造工程 {{bar.baz}} {{foo}}</p>');
    expect(out.unknown).toEqual(['foo', 'bar.baz']);
  });

  it('reports a placeholder broken by editor markup so staff can see it', () => {
    const out = render('{{<b>projectName</b>}}', { project });
    expect(out).toEqual({ html: '{{<b>projectName</b>}}', unknown: ['<b>projectName</b>'] });
  });

  it('reports malformed references', () => {
    expect(render('{{project.}}{{.x}}{{a.b.c}}{{1abc}}{{}}', { project }).unknown).toEqual([
      'project.',
      '.x',
      'a.b.c',
      '1abc',
      '',
    ]);
  });

  it('ignores text that is not a placeholder', () => {
    const template = '{ single } {{ {nested} }} {{ unclosed';
    expect(render(template, { project })).toEqual({ html: template, unknown: [] });
  });
});

describe('renderPlaceholders: syntax and escaping', () => {
  it('accepts spaces inside the braces', () => {
    expect(render('{{ projectName }}|{{\tproject.projectCode\t}}', { project }).html).toBe(
      '城北水厂管网改造工程|SW-2026-0007',
    );
  });

  it('does not accept spaces inside a qualified name', () => {
    expect(render('{{project . cycle}}', { project }).unknown).toEqual(['project . cycle']);
  });

  it('HTML-escapes values, never the template', () => {
    const evil = { ...project, projectName: '<script>alert("x")</script> & \'q\'' };
    const out = render('<h1 class="t">{{projectName}}</h1>', { project: evil });
    expect(out.html).toBe('<h1 class="t">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</h1>');
    expect(out.html).not.toContain('<script>');
  });

  it('keeps line breaks of multi-line values', () => {
    const multi = { ...project, qualificationReq: '1. 具有独立法人资格\r\n2. 近三年无违法记录\n3. <无>' };
    expect(render('{{qualificationReq}}', { project: multi }).html).toBe(
      '1. 具有独立法人资格<br>2. 近三年无违法记录<br>3. &lt;无&gt;',
    );
  });

  it('does not re-expand placeholders that appear inside values', () => {
    const tricky = { ...project, projectName: '{{projectCode}}' };
    expect(render('{{projectName}}', { project: tricky })).toEqual({ html: '{{projectCode}}', unknown: [] });
  });

  it('renders object or array field values as empty rather than [object Object]', () => {
    const odd = { ...project, projectName: { a: 1 }, address: ['x'] };
    expect(render('[{{projectName}}][{{address}}]', { project: odd }).html).toBe('[][]');
  });

  it('does not read inherited properties', () => {
    const proto = Object.create({ projectName: 'inherited' }) as Record<string, unknown>;
    expect(render('[{{projectName}}]', { project: proto }).html).toBe('[]');
  });

  it('leaves a template without placeholders unchanged', () => {
    expect(render('<p>纯文本</p>', {})).toEqual({ html: '<p>纯文本</p>', unknown: [] });
  });
});

describe('placeholder formatting in context', () => {
  it('formats amounts and leaves non-numeric amounts as written (escaped)', () => {
    const p = { ...project, totalInvestment: '面议', budget: '-0.5' };
    expect(render('{{totalInvestment}}/{{budget}}', { project: p }).html).toBe('面议/-0.50');
    expect(render('{{amount}}', { win: { amount: '<约>100万' } }).html).toBe('&lt;约&gt;100万');
    expect(render('{{amount}}', { win: { amount: '12345678901234567890.125' } }).html).toBe(
      '12,345,678,901,234,567,890.13',
    );
    expect(render('{{offer}}', { win: { offer: 0 } }).html).toBe('0.00');
  });

  it('renders purchase ways 3 and 4 empty (docs/product.md)', () => {
    expect(render('[{{purchaseWay}}]', { project: { purchaseWay: 3 } }).html).toBe('[]');
    expect(render('[{{purchaseWay}}]', { project: { purchaseWay: '4' } }).html).toBe('[]');
    expect(render('[{{purchaseWay}}]', { project: { purchaseWay: '2' } }).html).toBe('[竞争性谈判采购]');
  });

  it('keeps an invalid date text as written and shows midnight as 00:00', () => {
    const a = { openTime: '另行通知', enrollTime: '2026-03-05 00:00', enrollEndTime: new Date(Number.NaN) };
    expect(render('{{openTime}}|{{enrollTime}}|{{enrollEndTime}}', { announcement: a }).html).toBe(
      '另行通知|2026年3月5日 00:00|',
    );
  });
});

describe('escapeHtmlText', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
