import { describe, expect, it } from 'vitest';
import { confirmLinkInput, externalConfirmInput, LINK_INVALID_MSG, projectConfirmInput } from './confirm-schema.ts';
import { externalExtractionInput, projectExtractionInput } from './manage-schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('confirmation payloads (docs/product.md)', () => {
  it('accepts a confirmation and drops a remark sent with it', () => {
    const parsed = projectConfirmInput.parse({ strKey: 'k', confirm: 1, code: '123456', remark: '多余' });
    expect(parsed).toEqual({ strKey: 'k', confirm: 1, code: '123456', remark: null });
  });

  it('requires the code with the product’s message', () => {
    expect(firstMessage(projectConfirmInput.safeParse({ strKey: 'k', confirm: 1 }))).toBe('请输入验证码');
    expect(firstMessage(externalConfirmInput.safeParse({ id: 'k', confirm: 1, code: ' ' }))).toBe('请输入验证码');
  });

  it('requires a reason only when declining', () => {
    expect(firstMessage(externalConfirmInput.safeParse({ id: 'k', confirm: -1, code: '123456' }))).toBe(
      '请输入无法参加的原因',
    );
    expect(
      firstMessage(projectConfirmInput.safeParse({ strKey: 'k', confirm: -1, code: '123456', remark: '  ' })),
    ).toBe('请输入无法参加的原因');
    expect(externalConfirmInput.parse({ id: 'k', confirm: -1, code: '123456', remark: ' 出差 ' }).remark).toBe('出差');
  });

  it('accepts only 1 and -1 as answers', () => {
    for (const confirm of [0, 2, '1', null]) {
      expect(firstMessage(projectConfirmInput.safeParse({ strKey: 'k', confirm, code: '123456' }))).toBe(
        '请选择是否参加',
      );
    }
  });

  it('calls a missing link key a broken link', () => {
    expect(firstMessage(confirmLinkInput.safeParse({}))).toBe(LINK_INVALID_MSG);
    expect(firstMessage(projectConfirmInput.safeParse({ confirm: 1, code: '123456' }))).toBe(LINK_INVALID_MSG);
  });
});

describe('staff draw inputs', () => {
  const request = { committeeSize: 5, technicalCount: 3, economicCount: 2 };

  it('applies the committee rules without a purchase way', () => {
    expect(projectExtractionInput.parse({ projectId: '7', ...request })).toMatchObject({ projectId: 7, maxAge: 70 });
    expect(firstMessage(projectExtractionInput.safeParse({ projectId: 7, ...request, committeeSize: 4 }))).toBe(
      '评审专家人数须为单数',
    );
  });

  it('needs a task name for an external task and never takes an expert source from the form', () => {
    expect(firstMessage(externalExtractionInput.safeParse(request))).toBe('请输入任务名称');
    const parsed = externalExtractionInput.parse({ ...request, taskName: '管网评审', expertSource: 'internal' });
    expect(parsed).not.toHaveProperty('expertSource');
    expect(parsed.taskDescription).toBeNull();
  });
});
