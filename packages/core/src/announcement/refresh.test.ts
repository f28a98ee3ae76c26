import { describe, expect, it } from 'vitest';
import { type PlaceholderSources, renderPlaceholders } from './placeholders.ts';
import { refreshPlaceholderValues, STALE_TEXT_REFUSAL } from './refresh.ts';

const template = '<p>{{projectName}}：报名截止{{enrollEndTime}}，开标{{openTime}}，地点{{openAddress}}。</p>';
const drafted: PlaceholderSources = {
  project: { projectName: '城北水厂', openAddress: '集团本部三楼开标室' },
  announcement: { enrollEndTime: '2026-03-09T09:00:00Z', openTime: '2026-03-12T01:30:00Z' },
};
const moved: PlaceholderSources = {
  project: { projectName: '城北水厂', openAddress: '线上开标大厅' },
  announcement: { enrollEndTime: '2026-03-16T09:00:00Z', openTime: '2026-03-19T01:30:00Z' },
};
const draft = renderPlaceholders(template, drafted, { markValues: true }).html;

describe('renderPlaceholders markValues', () => {
  it('wraps each filled value in its catalogue mark, and leaves empty ones unmarked', () => {
    expect(draft).toBe(
      '<p><span data-placeholder="project.projectName">城北水厂</span>：报名截止' +
        '<span data-placeholder="announcement.enrollEndTime">2026年3月9日 17:00</span>，开标' +
        '<span data-placeholder="announcement.openTime">2026年3月12日 09:30</span>，地点' +
        '<span data-placeholder="project.openAddress">集团本部三楼开标室</span>。</p>',
    );
    expect(renderPlaceholders('<p>a{{contacts}}b</p>', {}, { markValues: true }).html).toBe('<p>ab</p>');
  });

  it('leaves prose unmarked: 评标情况 or 资格要求 in a draft are the clerk’s words to edit', () => {
    const sources = { project: { qualificationReq: '三级资质' }, result: { bidInfo: '有效响应3家' } };
    const html = renderPlaceholders('<p>{{qualificationReq}}</p><p>{{bidInfo}}</p>', sources, {
      markValues: true,
    }).html;
    expect(html).toBe('<p>三级资质</p><p>有效响应3家</p>');
  });
});

describe('refreshPlaceholderValues', () => {
  it('publish: the marked values take the project values now, the clerk’s words stay, no mark is left', () => {
    const edited = draft.replace('：报名截止', '（请注意）：报名截止');
    const out = refreshPlaceholderValues(edited, moved, 'publish');
    expect(out.html).toBe(
      '<p>城北水厂（请注意）：报名截止2026年3月16日 17:00，开标2026年3月19日 09:30，地点线上开标大厅。</p>',
    );
    expect(out.strayTimes).toEqual([]);
    expect(out.stale.map((s) => [s.label, s.written, s.current])).toEqual([
      ['报名截止时间', '2026年3月9日 17:00', '2026年3月16日 17:00'],
      ['开标时间', '2026年3月12日 09:30', '2026年3月19日 09:30'],
      ['开标地点', '集团本部三楼开标室', '线上开标大厅'],
    ]);
  });

  it('preview: a stale value stays as written, highlighted with the current value as its tooltip', () => {
    const out = refreshPlaceholderValues(draft, moved, 'preview');
    expect(out.html).toContain(
      '<mark data-stale="true" title="项目当前值：2026年3月16日 17:00，发布时自动更新">2026年3月9日 17:00</mark>',
    );
    expect(out.html).toContain('<p>城北水厂：');
    expect(out.stale).toHaveLength(3);
  });

  it('a draft already true to the project has nothing stale', () => {
    const out = refreshPlaceholderValues(draft, drafted, 'preview');
    expect(out).toEqual({ html: out.html, stale: [], strayTimes: [] });
    expect(out.html).not.toContain('<mark');
  });

  it('a time written without a mark that the project does not have is a stray time: reported, marked in preview', () => {
    const unmarked = renderPlaceholders(template, drafted).html;
    const out = refreshPlaceholderValues(unmarked, moved, 'publish');
    expect(out.strayTimes).toEqual(['2026年3月9日 17:00', '2026年3月12日 09:30']);
    expect(refreshPlaceholderValues(unmarked, moved, 'preview').html).toContain(
      '<mark data-stale="true" title="与项目的时间不一致：请按模板重新生成正文">2026年3月9日 17:00</mark>',
    );
    // The project's own times (a correction naming the time it moves) are not stray.
    const known = refreshPlaceholderValues(unmarked, moved, 'publish', [
      '2026-03-09T09:00:00Z',
      '2026-03-12T01:30:00Z',
    ]);
    expect(known.strayTimes).toEqual([]);
    expect(STALE_TEXT_REFUSAL).toBe('正文中的时间与项目不一致，请重新生成');
  });

  it('a value the clerk styled inside its mark is not refreshed; its old time is a stray time and the mark goes', () => {
    const styled = draft.replace(
      '<span data-placeholder="announcement.enrollEndTime">2026年3月9日 17:00</span>',
      '<span data-placeholder="announcement.enrollEndTime"><strong>2026年3月9日 17:00</strong></span>',
    );
    const out = refreshPlaceholderValues(styled, moved, 'publish');
    expect(out.strayTimes).toEqual(['2026年3月9日 17:00']);
    expect(out.html).not.toContain('data-placeholder');
  });

  it('escapes the current value and an unknown mark keeps its text', () => {
    const odd =
      '<p><span data-placeholder="project.nothing">保留</span><span data-placeholder="project.projectName">x</span></p>';
    const out = refreshPlaceholderValues(odd, { project: { projectName: 'A&B <水厂>' } }, 'publish');
    expect(out.html).toBe('<p>保留A&amp;B &lt;水厂&gt;</p>');
    expect(out.stale[0]).toMatchObject({ written: 'x', current: 'A&B <水厂>' });
  });
});
