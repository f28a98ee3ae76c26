import { describe, expect, it } from 'vitest';
import { describeLogDetail } from './logDetail.ts';

describe('操作日志 detail', () => {
  it('reads the project actions as a clerk would', () => {
    expect(describeLogDetail('project.create', { projectCode: 'SW-2026-0001', projectName: 'x' })).toBe(
      '项目编号：SW-2026-0001',
    );
    expect(describeLogDetail('project.update', { changed: ['projectName', 'budget', 'sections'] })).toBe(
      '修改了：项目名称、预算金额、标段',
    );
    expect(describeLogDetail('project.submit', { from: 'draft', to: 'approved' })).toBe('草稿 → 已立项');
    expect(describeLogDetail('project.pause', { reason: '资金调整' })).toBe('暂停原因：资金调整');
    expect(describeLogDetail('project.retender', { copyId: 9, copyCode: 'SW-2026-0009' })).toBe(
      '新项目编号：SW-2026-0009',
    );
  });

  it('falls back to labelled pairs for actions of other features, hiding ids', () => {
    expect(describeLogDetail('project.publishFailure', { lossDes: '投标人不足3家', announcementId: 3 })).toBe(
      '流标原因：投标人不足3家',
    );
    expect(
      describeLogDetail('announcement.publish', {
        announcementId: 4,
        type: 'tender',
        title: '城北水厂招标公告',
        from: 'approved',
        to: 'enrolling',
      }),
    ).toBe('标题：城北水厂招标公告；已立项 → 报名中');
    expect(describeLogDetail('project.x', null)).toBe('');
  });
});
