import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPE_SOURCES,
  ANNOUNCEMENT_TYPES,
  announcementInput,
} from './schema.ts';

const tender = {
  projectId: 7,
  type: 'tender',
  title: '城北水厂管网改造工程招标公告',
  enrollTime: '2026-03-02 09:00',
  enrollEndTime: '2026-03-05 17:00',
  closeFileupTime: '2026-03-10T01:00:00Z',
  openTime: Date.UTC(2026, 2, 10, 1, 30),
  contacts: '李工',
  mobile: '0571-87654321',
  html: '<p>招标公告</p>',
  attachmentIds: [3, '4', 3],
};

const messages = (input: unknown) => {
  const r = announcementInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('announcement types', () => {
  it('labels the five types', () => {
    expect(ANNOUNCEMENT_TYPE_LABELS).toEqual({
      tender: '招标公告',
      correction: '更正公告',
      result: '结果公示',
      win: '中标公告',
      failure: '流标公告',
    });
  });

  it('offers the project and announcement placeholders to every type, and each type its own record', () => {
    for (const type of ANNOUNCEMENT_TYPES) expect(ANNOUNCEMENT_TYPE_SOURCES[type]).toContain('project');
    expect(ANNOUNCEMENT_TYPE_SOURCES.win).toContain('win');
    expect(ANNOUNCEMENT_TYPE_SOURCES.failure).toContain('failed');
    expect(ANNOUNCEMENT_TYPE_SOURCES.tender).not.toContain('win');
  });
});

describe('announcementInput', () => {
  it('accepts a tender and normalises times to Dates (zone-less text read as Beijing time)', () => {
    const a = announcementInput.parse(tender);
    expect(a.enrollTime?.toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(a.openTime?.toISOString()).toBe('2026-03-10T01:30:00.000Z');
    expect(a.attachmentIds).toEqual([3, 4]);
    expect(a.lossDes).toBeUndefined();
  });

  it('requires all four times of a tender', () => {
    expect(messages({ ...tender, enrollTime: undefined, openTime: '' })).toEqual([
      'enrollTime:请选择报名开始时间',
      'openTime:请选择开标时间',
    ]);
  });

  it('refuses times out of order, naming the fields', () => {
    expect(messages({ ...tender, enrollEndTime: '2026-03-02 09:00' })).toEqual([
      'enrollEndTime:报名开始时间必须早于报名截止时间',
    ]);
    expect(messages({ ...tender, openTime: '2026-03-10 08:00' })).toEqual([
      'openTime:开标时间不能早于投标文件上传截止时间',
    ]);
  });

  it('refuses an unreadable time', () => {
    expect(messages({ ...tender, openTime: '下周一' })).toEqual(['openTime:开标时间格式不正确']);
  });

  it('lets a correction change some times, still in order, and requires the corrected announcement', () => {
    const correction = { projectId: 7, type: 'correction', title: '更正公告', html: '<p>x</p>' };
    expect(messages(correction)).toEqual(['correctsId:请选择被更正的公告']);
    expect(messages({ ...correction, correctsId: '12', openTime: '2026-03-12 09:30' })).toEqual([]);
    expect(
      messages({ ...correction, correctsId: 12, enrollEndTime: '2026-03-12 09:30', openTime: '2026-03-11 09:30' }),
    ).toEqual(['openTime:开标时间不能早于报名截止时间']);
  });

  it('requires lossDes for a failure notice, the publicity window for a result and the winner for a win notice', () => {
    const base = { projectId: 7, title: 't', html: '<p>x</p>' };
    expect(messages({ ...base, type: 'failure', lossDes: '   ' })).toEqual(['lossDes:请填写流标原因']);
    expect(messages({ ...base, type: 'failure', lossDes: '投标人不足3家' })).toEqual([]);
    expect(messages({ ...base, type: 'win' })).toEqual(['winnerSupplierId:请选择中标人']);
    expect(messages({ ...base, type: 'win', winnerSupplierId: 3 })).toEqual([]);
    expect(messages({ ...base, type: 'result', gsTime: '2026-03-12 09:00' })).toEqual(['gsEndTime:请选择公示截止时间']);
    expect(messages({ ...base, type: 'result', gsTime: '2026-03-12 09:00', gsEndTime: '2026-03-12 08:00' })).toEqual([
      'gsEndTime:公示截止时间须晚于公示开始时间',
    ]);
    expect(messages({ ...base, type: 'result', gsTime: '2026-03-12 09:00', gsEndTime: '2026-03-15 09:00' })).toEqual(
      [],
    );
  });

  it('gives Chinese messages for missing basics', () => {
    expect(messages({})).toEqual([
      'projectId:请选择项目',
      'type:请选择公告类型',
      'title:请输入公告标题',
      'html:请填写公告内容',
    ]);
    expect(messages({ ...tender, html: '  ' })).toEqual(['html:请填写公告内容']);
    expect(messages({ ...tender, title: 'x'.repeat(201) })).toEqual(['title:公告标题不能超过200个字符']);
  });

  it('checks the contact phone and the attachment list', () => {
    expect(messages({ ...tender, mobile: '13800138000' })).toEqual([]);
    expect(messages({ ...tender, mobile: '' })).toEqual([]);
    expect(messages({ ...tender, mobile: 'call me' })).toEqual(['mobile:联系电话格式不正确']);
    expect(messages({ ...tender, attachmentIds: Array.from({ length: 21 }, (_, i) => i + 1) })).toEqual([
      'attachmentIds:附件不能超过20个',
    ]);
    expect(messages({ ...tender, attachmentIds: ['x'] })).toEqual(['attachmentIds.0:请选择附件']);
  });
});
