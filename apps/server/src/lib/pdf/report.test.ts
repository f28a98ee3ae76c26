import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/kits/pdf.ts';
import { renderPdf } from './render-pdf.ts';

const createdAt = new Date('2026-03-04T02:15:30Z');
const hash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('renderPdf', () => {
  it('sets Chinese text in the embedded font, rare characters of company names included', async () => {
    const pdf = await renderPdf({
      title: '投标回执',
      fields: [
        ['项目名称', '城东片区供水管网改造工程（第二期）'],
        ['投标单位', '杭州鑫堃珺喆水务设备有限公司'],
        ['SHA-256', hash],
        ['备注', ''],
      ],
      notes: ['本回执由系统自动生成。'],
      createdAt,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Only the glyphs used are embedded, not the 10 MB font.
    expect(pdf.length).toBeLessThan(100 * 1024);
    const parsed = await readPdf(pdf);
    expect(parsed.title).toBe('投标回执');
    expect(parsed.pages).toBe(1);
    for (const text of [
      '投标回执',
      '城东片区供水管网改造工程（第二期）',
      '杭州鑫堃珺喆水务设备有限公司',
      '本回执由系统自动生成。',
    ]) {
      expect(parsed.text).toContain(text);
    }
    // The hash wraps inside its cell; every character of it is there, in order.
    expect(parsed.text.replace(/ /g, '')).toContain(hash);
    expect(parsed.text).toContain('第 1 页 / 共 1 页');
  });

  it('runs a long table over several pages, numbering every page', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [String(i + 1), `第${i + 1}号供应商有限公司`, '1,234,567.50']);
    const pdf = await renderPdf({
      title: '开标记录',
      tableTitle: '投标文件',
      table: {
        columns: [
          { header: '序号', weight: 0.5, align: 'center' },
          { header: '投标单位', weight: 3 },
          { header: '投标报价（元）', align: 'right' },
        ],
        rows,
      },
      createdAt,
    });
    const parsed = await readPdf(pdf);
    expect(parsed.pages).toBeGreaterThan(1);
    expect(parsed.text).toContain('投标报价（元）');
    expect(parsed.text).toContain('第1号供应商有限公司');
    expect(parsed.text).toContain('第60号供应商有限公司');
    expect(parsed.text).toContain(`第 ${parsed.pages} 页 / 共 ${parsed.pages} 页`);
  });

  it('says so when the table has no rows', async () => {
    const pdf = await renderPdf({
      title: '开标记录',
      table: { columns: [{ header: '投标单位' }, { header: '投标报价（元）' }], rows: [], empty: '无投标文件' },
      createdAt,
    });
    expect((await readPdf(pdf)).text).toContain('无投标文件');
  });

  it('sets further headed sections, each with its lines and table, after the main table', async () => {
    const pdf = await renderPdf({
      title: '评标报告',
      fields: [['报告编号', 'PB-2026-0001']],
      sections: [
        { title: '一、初步评审结果', lines: ['通过初步评审的投标人3家。'] },
        {
          title: '二、评标结果',
          table: { columns: [{ header: '投标人' }, { header: '总分', align: 'right' }], rows: [['甲公司', '92.67']] },
        },
      ],
      createdAt,
    });
    const { text } = await readPdf(pdf);
    expect(text).toContain('一、初步评审结果');
    expect(text).toContain('通过初步评审的投标人3家。');
    expect(text.indexOf('二、评标结果')).toBeGreaterThan(text.indexOf('一、初步评审结果'));
    expect(text).toContain('92.67');
  });
});
