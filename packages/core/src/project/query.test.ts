import { describe, expect, it } from 'vitest';
import { projectLogActionLabel } from './api.ts';
import { pageInput } from './paging.ts';
import { projectListQuery } from './query.ts';

describe('projectListQuery', () => {
  it('defaults the page and drops cleared filters', () => {
    expect(projectListQuery.parse({ keyword: ' ', purchaseWay: '', status: null, needDeptId: '' })).toEqual({
      page: 1,
      pageSize: 10,
    });
  });

  it('reads numbers sent as text', () => {
    expect(projectListQuery.parse({ page: '2', pageSize: '20', purchaseWay: '3', manageDeptId: '7' })).toEqual({
      page: 2,
      pageSize: 20,
      purchaseWay: 3,
      manageDeptId: 7,
    });
  });

  it('refuses an unknown state and a reversed date range', () => {
    expect(projectListQuery.safeParse({ status: 'x' }).error?.issues[0]?.message).toBe('项目状态不正确');
    expect(
      projectListQuery.safeParse({ createdFrom: '2026-03-02', createdTo: '2026-03-01' }).error?.issues[0]?.message,
    ).toBe('结束日期不能早于开始日期');
    expect(pageInput.safeParse({ page: 1.5 }).error?.issues[0]?.message).toBe('页码须为整数');
  });
});

describe('projectLogActionLabel', () => {
  it('labels this feature’s actions and any project.<lifecycle action> written elsewhere', () => {
    expect(projectLogActionLabel('project.create')).toBe('新建项目');
    expect(projectLogActionLabel('project.submit')).toBe('提交立项');
    expect(projectLogActionLabel('project.publishTender')).toBe('发布招标公告');
    expect(projectLogActionLabel('project.toString')).toBe('project.toString');
    expect(projectLogActionLabel('announcement.publish', { type: 'tender' })).toBe('发布招标公告');
    expect(projectLogActionLabel('announcement.create', { type: 'failure' })).toBe('新建流标公告');
    expect(projectLogActionLabel('announcement.delete')).toBe('删除公告');
    expect(projectLogActionLabel('other.thing')).toBe('other.thing');
    expect(projectLogActionLabel('extraction.draw')).toBe('抽取评审专家');
    expect(projectLogActionLabel('extraction.replace')).toBe('补抽评审专家');
    expect(projectLogActionLabel('extraction.cancel')).toBe('登记专家不能参加');
  });
});
