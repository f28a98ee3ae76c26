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

  it('shows no code name: keys, coded values, flags, times and nested records in Chinese', () => {
    expect(
      describeLogDetail('staffUser.create', {
        username: 'zhangsan',
        name: '张三',
        deptId: 3,
        roles: ['采购员'],
        smsTo: '138****0001',
      }),
    ).toBe('账号：zhangsan；姓名：张三；角色：采购员；短信发送至：138****0001');
    expect(
      describeLogDetail('extraction.draw', {
        kind: 'external',
        projectId: null,
        taskName: '年度巡检',
        drawId: 4,
        eligibleCount: 9,
        members: [1, 2, 3],
        backups: [4],
      }),
    ).toBe('抽取类型：外部招募；任务名称：年度巡检；符合条件专家：9；抽中专家：3人；备选专家：1人');
    expect(describeLogDetail('auth.login', { method: 'sms' })).toBe('登录方式：短信验证码');
    expect(describeLogDetail('auth.lockout', { failures: 5, lockedUntil: '2026-04-01T02:30:00.000Z' })).toBe(
      '连续失败次数：5；锁定至：2026年4月1日 10:30',
    );
    expect(
      describeLogDetail('purchaseSettings.update', {
        purchaseWay: 1,
        before: { minDays: 3, dayKind: 'calendar' },
        after: { minDays: 5, dayKind: 'working' },
      }),
    ).toBe(
      '采购方式：询价采购；修改前：最短期限（天）：3，计日方式：自然日；修改后：最短期限（天）：5，计日方式：工作日',
    );
    expect(
      describeLogDetail('auditLog.export', {
        filter: { action: 'staffUser.create', targetType: 'project', from: '2026-04-01' },
        count: 2,
      }),
    ).toBe('筛选条件：操作：新增账号，对象类型：项目，开始日期：2026-04-01；条数：2');
    expect(describeLogDetail('blacklist.add', { targetType: 'supplier', type: 'ban', reason: '围标' })).toBe(
      '对象类型：供应商；类型：禁止参与；原因：围标',
    );
    expect(
      describeLogDetail('specialist.update', {
        name: '李四',
        changes: { category: { from: 'technical', to: 'economic' } },
      }),
    ).toBe('姓名：李四；修改内容：专家类别：技术类 → 经济类');
    expect(
      describeLogDetail('role.update', {
        name: '采购员',
        before: ['system:project'],
        perms: ['system:project', 'sys:user:user'],
      }),
    ).not.toMatch(/system:|sys:/);
    expect(describeLogDetail('file.upload', { name: 'a.pdf', size: 2048, purpose: 'objection-attachment' })).toBe(
      '文件名：a.pdf；文件大小：2 KB；用途：异议附件',
    );
  });
});
