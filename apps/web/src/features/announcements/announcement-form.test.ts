import type { AnnouncementDetail } from '@swp/core/announcement/api';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  type AnnouncementFormValues,
  checkTypeRules,
  createPayload,
  defaultTitle,
  formValuesOf,
  sourceFields,
} from './announcement-form.ts';

const detail = {
  id: 3,
  projectId: 7,
  type: 'tender',
  title: '城北水厂招标公告',
  templateId: 2,
  correctsId: null,
  html: '<p>x</p>',
  enrollTime: '2026-03-02T01:00:00.000Z',
  enrollEndTime: '2026-03-09T09:00:00.000Z',
  closeFileupTime: '2026-03-12T01:30:00.000Z',
  openTime: '2026-03-12T01:30:00.000Z',
  contacts: '李工',
  mobile: null,
  extra: {},
  attachments: [{ id: 'a1', name: '招标文件.pdf', size: 10 }],
} as unknown as AnnouncementDetail;

describe('announcement form values', () => {
  it('shows stored instants as the Beijing wall clock, and sends that wall clock back without a zone', () => {
    const values = formValuesOf(detail);
    expect(values.enrollEndTime?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-09 17:00');
    expect(sourceFields(values, 'tender')).toMatchObject({
      enrollTime: '2026-03-02 09:00',
      enrollEndTime: '2026-03-09 17:00',
      openTime: '2026-03-12 09:30',
      contacts: '李工',
      mobile: undefined,
    });
  });

  it('sends the corrected announcement only for a correction and the reason only for a failure', () => {
    const values: AnnouncementFormValues = { correctsId: 4, lossDes: '不足3家' };
    expect(sourceFields(values, 'tender')).toMatchObject({ correctsId: undefined, lossDes: undefined });
    expect(sourceFields(values, 'correction')).toMatchObject({ correctsId: 4, lossDes: undefined });
    expect(sourceFields(values, 'failure')).toMatchObject({ correctsId: undefined, lossDes: '不足3家' });
  });

  it('builds the create call with the attachments as ids and a blank title left to the server', () => {
    const payload = createPayload(7, 'tender', { ...formValuesOf(detail), title: '' });
    expect(payload).toMatchObject({
      projectId: 7,
      type: 'tender',
      templateId: 2,
      title: undefined,
      attachmentIds: ['a1'],
    });
  });

  it('checks the type rules with the shared schema and puts each message beside its field', () => {
    const setFields = vi.fn();
    const form = { setFields } as unknown as FormInstance<AnnouncementFormValues>;
    const values: AnnouncementFormValues = {
      enrollTime: dayjs('2026-03-09 17:00'),
      enrollEndTime: dayjs('2026-03-02 09:00'),
    };
    expect(checkTypeRules(form, 7, 'tender', values, '标题')).toBe(false);
    const fields = setFields.mock.calls[0]?.[0] as Array<{ name: string; errors: string[] }>;
    expect(Object.fromEntries(fields.map((f) => [f.name, f.errors[0]]))).toEqual({
      enrollEndTime: '报名开始时间必须早于报名截止时间',
      closeFileupTime: '请选择投标文件上传截止时间',
      openTime: '请选择开标时间',
    });
    expect(checkTypeRules(form, 7, 'failure', { lossDes: '  ' }, '标题')).toBe(false);
    expect(checkTypeRules(form, 7, 'failure', { lossDes: '投标人不足3家' }, '标题')).toBe(true);
  });
});

describe('结果公示 and 中标公告 fields', () => {
  const result = {
    ...detail,
    type: 'result',
    extra: {
      gsTime: '2026-03-13T02:00:00.000Z',
      gsEndTime: '2026-03-16T02:00:00.000Z',
      bidInfo: '第1名 江城水务',
      dissent: null,
    },
  } as unknown as AnnouncementDetail;

  it('round-trips the publicity window as the Beijing wall clock and sends it only for a 结果公示', () => {
    const values = formValuesOf(result);
    expect(values.gsTime?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-13 10:00');
    expect(sourceFields(values, 'result')).toMatchObject({
      gsTime: '2026-03-13 10:00',
      gsEndTime: '2026-03-16 10:00',
      bidInfo: '第1名 江城水务',
      dissent: undefined,
    });
    expect(sourceFields(values, 'tender')).not.toHaveProperty('gsTime');
    expect(sourceFields({ winnerSupplierId: 3, winnerReason: '放弃' }, 'result')).not.toHaveProperty(
      'winnerSupplierId',
    );
  });

  it('reads the chosen winner back from the draft', () => {
    const win = { ...detail, type: 'win', extra: { winnerSupplierId: 32, winnerReason: '放弃', amount: '5.00' } };
    expect(formValuesOf(win as unknown as AnnouncementDetail)).toMatchObject({
      winnerSupplierId: 32,
      winnerReason: '放弃',
      amount: '5.00',
    });
  });

  it('leaves the window and the winner to the server before the draft exists, and requires them after', () => {
    const setFields = vi.fn();
    const form = { setFields } as unknown as FormInstance<AnnouncementFormValues>;
    expect(checkTypeRules(form, 7, 'result', {}, '标题', true)).toBe(true);
    expect(checkTypeRules(form, 7, 'win', {}, '标题', true)).toBe(true);
    expect(setFields).not.toHaveBeenCalled();
    expect(checkTypeRules(form, 7, 'result', {}, '标题')).toBe(false);
    const fields = setFields.mock.calls[0]?.[0] as Array<{ name: string; errors: string[] }>;
    expect(Object.fromEntries(fields.map((f) => [f.name, f.errors[0]]))).toEqual({
      gsTime: '请选择公示开始时间',
      gsEndTime: '请选择公示截止时间',
    });
    expect(checkTypeRules(form, 7, 'win', {}, '标题')).toBe(false);
    // An end before the start is wrong even before the draft exists.
    const backwards = { gsTime: dayjs('2026-03-16 10:00'), gsEndTime: dayjs('2026-03-13 10:00') };
    expect(checkTypeRules(form, 7, 'result', backwards, '标题', true)).toBe(false);
  });
});

describe('default title', () => {
  const project = { projectName: '城北水厂', purchaseWay: 1 as const };
  const rows = [
    { id: 3, type: 'tender' as const },
    { id: 5, type: 'correction' as const },
    { id: 8, type: 'correction' as const },
  ];

  it('names a 询价 tender 询价公告, as its body does', () => {
    expect(defaultTitle(project, 'tender', [])).toBe('城北水厂询价公告');
    expect(defaultTitle({ ...project, purchaseWay: 3 }, 'tender', [])).toBe('城北水厂招标公告');
  });

  it('numbers a new correction after the project’s earlier ones, and a draft by those before it', () => {
    expect(defaultTitle(project, 'correction', rows.slice(0, 1))).toBe('城北水厂更正公告');
    expect(defaultTitle(project, 'correction', rows)).toBe('城北水厂更正公告（三）');
    expect(defaultTitle(project, 'correction', rows, 8)).toBe('城北水厂更正公告（二）');
    expect(defaultTitle(project, 'failure', rows)).toBe('城北水厂流标公告');
  });
});
