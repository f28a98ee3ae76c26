import { describe, expect, it } from 'vitest';
import { chineseNumeral, chineseNumeralValue } from './chinese-numeral.ts';
import { correctionNumber, defaultAnnouncementTitle, noticeName, withoutRepeatedTitle } from './title.ts';

describe('default announcement titles', () => {
  it('names the tender after the purchase way, as the stock templates’ bodies do', () => {
    expect(defaultAnnouncementTitle('城北水厂改造工程', 'tender', 1)).toBe('城北水厂改造工程询价公告');
    expect(defaultAnnouncementTitle('城北水厂改造工程', 'tender', 2)).toBe('城北水厂改造工程竞争性谈判公告');
    expect(defaultAnnouncementTitle('城北水厂改造工程', 'tender', 3)).toBe('城北水厂改造工程招标公告');
    expect(defaultAnnouncementTitle('城北水厂改造工程', 'tender', '4')).toBe('城北水厂改造工程投标邀请书');
    expect(defaultAnnouncementTitle('城北水厂改造工程', 'tender', null)).toBe('城北水厂改造工程招标公告');
  });

  it('keeps the other types’ names whatever the way', () => {
    expect(noticeName('correction', 1)).toBe('更正公告');
    expect(noticeName('result', 2)).toBe('结果公示');
    expect(noticeName('win', 3)).toBe('中标公告');
    expect(noticeName('failure', 1)).toBe('流标公告');
  });

  it('numbers a project’s second and later corrections', () => {
    expect(defaultAnnouncementTitle('南区泵站', 'correction', 1)).toBe('南区泵站更正公告');
    expect(defaultAnnouncementTitle('南区泵站', 'correction', 1, 1)).toBe('南区泵站更正公告');
    expect(defaultAnnouncementTitle('南区泵站', 'correction', 1, 2)).toBe('南区泵站更正公告（二）');
    expect(defaultAnnouncementTitle('南区泵站', 'correction', 3, 11)).toBe('南区泵站更正公告（十一）');
    expect(defaultAnnouncementTitle('南区泵站', 'tender', 1, 3)).toBe('南区泵站询价公告');
  });

  it('counts the corrections before the one being written, drafts included', () => {
    const rows = [
      { id: 4, type: 'tender' },
      { id: 7, type: 'correction' },
      { id: 9, type: 'correction' },
      { id: 12, type: 'failure' },
    ];
    expect(correctionNumber([])).toBe(1);
    expect(correctionNumber(rows)).toBe(3);
    expect(correctionNumber(rows, 7)).toBe(1);
    expect(correctionNumber(rows, 9)).toBe(2);
  });
});

describe('Chinese numerals', () => {
  it('writes and reads 1 to 99', () => {
    expect([1, 9, 10, 11, 19, 20, 21, 99].map(chineseNumeral)).toEqual([
      '一',
      '九',
      '十',
      '十一',
      '十九',
      '二十',
      '二十一',
      '九十九',
    ]);
    expect(chineseNumeral(0)).toBe('0');
    expect(chineseNumeral(100)).toBe('100');
    for (let n = 1; n <= 99; n++) expect(chineseNumeralValue(chineseNumeral(n))).toBe(n);
    expect(chineseNumeralValue('一十')).toBeUndefined();
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that only repeats the title, marks and spacing aside', () => {
    const html =
      '<h2 style="text-align: center"><span data-placeholder="project.projectName">城北水厂</span>结果公示</h2><p>正文</p>';
    expect(withoutRepeatedTitle(html, '城北水厂结果公示')).toBe('<p>正文</p>');
    expect(withoutRepeatedTitle('  <h1>A &amp; B 公告</h1><p>x</p>', 'A & B公告')).toBe('<p>x</p>');
  });

  it('keeps a heading that says something else, and a repeated title that is not the opening element', () => {
    const other = '<h2>城北水厂结果公示（第二版）</h2><p>正文</p>';
    expect(withoutRepeatedTitle(other, '城北水厂结果公示')).toBe(other);
    const later = '<p>前言</p><h2>城北水厂结果公示</h2>';
    expect(withoutRepeatedTitle(later, '城北水厂结果公示')).toBe(later);
  });
});
