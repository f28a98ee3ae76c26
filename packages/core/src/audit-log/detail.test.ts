import { describe, expect, it } from 'vitest';
import { describeLogDetail } from './detail.ts';

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
    expect(
      describeLogDetail('project.open', {
        bids: 3,
        checks: { ok: 2, mismatch: 1, unreadable: 0 },
        from: 'awaitingOpening',
        to: 'evaluating',
      }),
    ).toBe('开标3份投标文件（校验一致2份、哈希不一致1份、文件无法解密0份）；待开标 → 评标中');
    expect(describeLogDetail('project.retender', { copyId: 9, copyCode: 'SW-2026-0009' })).toBe(
      '新项目编号：SW-2026-0009',
    );
  });

  it('reads the committee’s reason for holding no negotiation round', () => {
    expect(describeLogDetail('negotiation.waive', { reason: '报价均在预算内' })).toBe(
      '不进行谈判的理由：报价均在预算内',
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

  it('reads the committee lines (counts and seats, never an expert)', () => {
    expect(
      describeLogDetail('extraction.draw', {
        extractionId: 3,
        committeeSize: 5,
        invitedCount: 5,
        backupCount: 1,
        eligibleCount: 12,
      }),
    ).toBe('评审专家人数：5；已通知专家：5；备选专家：1；符合条件专家：12');
    expect(
      describeLogDetail('extraction.replace', {
        extractionId: 3,
        category: '技术类',
        source: '从专家库补抽',
        eligibleCount: 6,
      }),
    ).toBe('专家类别：技术类；补抽方式：从专家库补抽；符合条件专家：6');
    expect(describeLogDetail('extraction.cancel', { extractionId: 3, reason: '临时出差' })).toBe('原因：临时出差');
  });
});
