import { describe, expect, it } from 'vitest';
import { type PlaceholderSources, renderPlaceholders } from './placeholders.ts';

const project = {
  projectName: '城北水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  purchaseName: '某市水务集团有限公司',
  manageDeptName: '采购中心',
  needDeptName: '供水管理部',
  budget: 1000000,
  other: '',
  tendCon: '',
  section: '',
  specialFree: '',
};
const noContacts: PlaceholderSources = { project, announcement: { contacts: '', mobile: null } };
const withContacts: PlaceholderSources = { project, announcement: { contacts: '李工', mobile: '0571-87654321' } };

const html = (template: string, sources: PlaceholderSources = noContacts) => renderPlaceholders(template, sources).html;

describe('empty parts are left out: blocks', () => {
  it('drops a contact line whose placeholders are all empty, labels and the ideographic space included', () => {
    const template = '<p>采购人：{{purchaseName}}</p><p>联系人：{{contacts}}　　联系电话：{{mobile}}</p><p>完</p>';
    expect(html(template)).toBe('<p>采购人：某市水务集团有限公司</p><p>完</p>');
    expect(html(template, withContacts)).toBe(
      '<p>采购人：某市水务集团有限公司</p><p>联系人：李工　　联系电话：0571-87654321</p><p>完</p>',
    );
  });

  it('keeps a block when any of its placeholders has a value', () => {
    const only = { project, announcement: { contacts: '李工' } };
    expect(html('<p>联系人：{{contacts}}　　联系电话：{{mobile}}</p>', only)).toBe('<p>联系人：李工　　联系电话：</p>');
  });

  it('drops a paragraph holding only an empty placeholder, wrapped in marks or punctuation', () => {
    expect(html('<p>{{other}}</p><p><strong>{{other}}</strong></p><p>（{{other}}）</p><p>x</p>')).toBe('<p>x</p>');
    expect(html('<p>{{other}}<br></p><p>&nbsp;{{other}}&nbsp;</p><p>x</p>')).toBe('<p>x</p>');
  });

  it('keeps a block with real text besides its empty placeholders and their labels', () => {
    const kept = [
      '<p>采购方式：询价采购　　预算金额：{{tendCon}}</p>',
      '<p>资金来源：{{specialFree}}元</p>',
      '<p>{{other}}以采购文件为准。</p>',
      '<p>报名时间：{{enrollTime}}至{{enrollEndTime}}</p>',
      '<p>1、联系人：{{contacts}}</p>',
      '<p>联系人 {{contacts}}</p>',
      '<p>联系人：{{contacts}}<img src="/sign.png"></p>',
    ];
    for (const template of kept) expect(html(template)).not.toBe('');
    expect(html('<p>资金来源：{{specialFree}}元</p>')).toBe('<p>资金来源：元</p>');
  });

  it('keeps a block holding an unknown placeholder, so staff see it and publishing refuses it', () => {
    expect(renderPlaceholders('<p>联系人：{{contacts}}{{nope}}</p>', noContacts)).toEqual({
      html: '<p>联系人：{{nope}}</p>',
      unknown: ['nope'],
    });
  });

  it('keeps a block with a placeholder filled in an attribute', () => {
    expect(html('<p title="{{projectCode}}">{{other}}</p>')).toBe('<p title="SW-2026-0007"></p>');
  });

  it('leaves text outside any block alone', () => {
    expect(html('联系人：{{contacts}}')).toBe('联系人：');
    expect(html('<div>联系人：{{contacts}}</div>')).toBe('<div>联系人：</div>');
  });

  it('drops list items, and the list when no item is left', () => {
    expect(html('<ul><li>联系人：{{contacts}}</li><li>地址：城北</li></ul>')).toBe('<ul><li>地址：城北</li></ul>');
    expect(html('<p>a</p><ol><li>{{other}}</li><li>{{tendCon}}</li></ol><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});

describe('empty parts are left out: table rows', () => {
  const table = (rows: string) => `<table><tbody>${rows}</tbody></table>`;

  it('drops a row whose label cell is followed by an empty value cell', () => {
    const t = table(
      '<tr><td>需求部门</td><td>{{needDeptName}}</td></tr><tr><td>资金来源</td><td>{{specialFree}}</td></tr>',
    );
    expect(html(t)).toBe(table('<tr><td>需求部门</td><td>供水管理部</td></tr>'));
  });

  it('reads the editor’s paragraphs inside cells as the row’s, never dropping them alone', () => {
    const t = table(
      '<tr><td colspan="1"><p>标段划分</p></td><td><p>{{section}}</p></td></tr>' +
        '<tr><td><p>说明</p></td><td><p>{{section}}</p><p>另见附件</p></td></tr>' +
        '<tr><td><p>预算金额</p></td><td><p>{{budget}}</p></td></tr>',
    );
    expect(html(t)).toBe(
      table(
        '<tr><td><p>说明</p></td><td><p></p><p>另见附件</p></td></tr><tr><td><p>预算金额</p></td><td><p>1,000,000.00</p></td></tr>',
      ),
    );
  });

  it('keeps a row whose text cell is not directly followed by the placeholder cell', () => {
    const t = table('<tr><td>资金来源</td><td>备注</td><td>{{specialFree}}</td></tr>');
    expect(html(t)).toBe(table('<tr><td>资金来源</td><td>备注</td><td></td></tr>'));
  });

  it('drops a table left with its header row only, and keeps header rows that still head data', () => {
    const head = '<thead><tr><th>事项</th><th>时间</th></tr></thead>';
    const dates =
      '<tr><td>报名开始时间</td><td>{{enrollTime}}</td></tr><tr><td>开标时间</td><td>{{openTime}}</td></tr>';
    expect(html(`<p>a</p><table>${head}<tbody>${dates}</tbody></table><p>b</p>`)).toBe('<p>a</p><p>b</p>');
    const thRow = '<tr><th>事项</th><th>时间</th></tr>';
    expect(html(`<table><tbody>${thRow}${dates}</tbody></table>`)).toBe('');
    const someDates = { project, announcement: { openTime: '2026-03-10 09:30' } };
    expect(html(`<table>${head}<tbody>${dates}</tbody></table>`, someDates)).toBe(
      `<table>${head}<tbody><tr><td>开标时间</td><td>2026年3月10日 09:30</td></tr></tbody></table>`,
    );
  });

  it('never drops a table without placeholders or whose rows all stay', () => {
    const t = '<table><tbody><tr><th>a</th></tr><tr><td>b</td></tr></tbody></table>';
    expect(html(`${t}<p>{{other}}</p>`)).toBe(t);
  });
});

describe('empty parts are left out: heading sections', () => {
  it('drops a heading whose section held only empty placeholders, and renumbers the headings after it', () => {
    const template =
      '<h2>{{projectName}}询价公告</h2><h3>一、项目概况</h3><p>预算：{{budget}}</p>' +
      '<h3>二、采购条件</h3><p>{{tendCon}}</p><h3>三、其他</h3><p>{{other}}</p><p><br></p>' +
      '<h3>四、联系方式</h3><p>采购人：{{purchaseName}}</p><p>联系人：{{contacts}}</p>';
    expect(html(template)).toBe(
      '<h2>城北水厂管网改造工程询价公告</h2><h3>一、项目概况</h3><p>预算：1,000,000.00</p>' +
        '<h3>二、联系方式</h3><p>采购人：某市水务集团有限公司</p>',
    );
  });

  it('keeps a heading whose section keeps any text, or never held a placeholder', () => {
    expect(html('<h3>五、其他</h3><p>{{other}}</p><p>本公告同时在集团网站发布。</p>')).toBe(
      '<h3>五、其他</h3><p>本公告同时在集团网站发布。</p>',
    );
    expect(html('<h3>附件</h3><h3>其他</h3><p><br></p>')).toBe('<h3>附件</h3><h3>其他</h3><p><br></p>');
  });

  it('ends a section at the next heading of the same or a higher level; an emptied subsection empties its parent', () => {
    const template =
      '<h2>一、联系方式</h2><h3>（一）采购人</h3><p>联系人：{{contacts}}</p><h3>（二）代理</h3><p>电话：{{mobile}}</p>' +
      '<h2>二、其他</h2><p>{{other}}</p><h2>三、附则</h2><p>以本公告为准。</p>';
    expect(html(template)).toBe('<h2>一、附则</h2><p>以本公告为准。</p>');
    expect(html('<h3>二、采购条件</h3><p>{{tendCon}}</p><h2>结束</h2>')).toBe('<h2>结束</h2>');
  });

  it('keeps a heading with a value of its own placeholder', () => {
    expect(html('<h3>{{projectCode}}补充说明</h3><p>{{other}}</p>')).toBe('<h3>SW-2026-0007补充说明</h3>');
  });

  it('does not renumber headings that were not numbered in order', () => {
    expect(html('<h3>一、概况</h3><p>x</p><h3>三、其他</h3><p>{{other}}</p><h3>四、联系</h3><p>y</p>')).toBe(
      '<h3>一、概况</h3><p>x</p><h3>四、联系</h3><p>y</p>',
    );
    expect(html('<h3>一、概况</h3><p>x</p><h3>其他</h3><p>{{other}}</p><h3>三、联系</h3><p>y</p>')).toBe(
      '<h3>一、概况</h3><p>x</p><h3>三、联系</h3><p>y</p>',
    );
  });

  it('renumbers past ten', () => {
    const sections = Array.from({ length: 12 }, (_, k) => k);
    const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
    const template = sections.map((k) => `<h3>${numerals[k]}、节</h3><p>${k === 0 ? '{{other}}' : 'x'}</p>`).join('');
    expect(html(template)).toBe(
      sections
        .slice(1)
        .map((k) => `<h3>${numerals[k - 1]}、节</h3><p>x</p>`)
        .join(''),
    );
  });
});

describe('empty parts: what is never touched', () => {
  it('leaves HTML it cannot read with certainty exactly as filled', () => {
    expect(html('<p>联系人：{{contacts}}<p>x</p>')).toBe('<p>联系人：<p>x</p>');
    expect(html('<p>联系人：{{contacts}}</div>')).toBe('<p>联系人：</div>');
    expect(html('<style>p{}</style><p>{{other}}</p>')).toBe('<style>p{}</style><p></p>');
  });

  it('leaves a template holding the marker character as filled', () => {
    expect(html('<p>\u0000{{other}}</p>')).toBe('<p>\u0000</p>');
  });

  it('changes nothing when every placeholder has a value', () => {
    const template = '<h3>一、联系方式</h3>\n<p>联系人：{{contacts}}　　联系电话：{{mobile}}</p>\n';
    expect(html(template, withContacts)).toBe(
      '<h3>一、联系方式</h3>\n<p>联系人：李工　　联系电话：0571-87654321</p>\n',
    );
  });

  it('keeps comments, entities and attributes of what stays', () => {
    expect(html('<!-- c --><p class="a">&copy; {{other}}</p><p data-x=\'1\'>{{other}}</p>')).toBe(
      '<!-- c --><p class="a">&copy; </p>',
    );
  });

  it('is what publishing freezes: an already filled draft without placeholders is never cut', () => {
    expect(html('<p>联系人：</p><h3>五、其他</h3><p></p>')).toBe('<p>联系人：</p><h3>五、其他</h3><p></p>');
  });
});
