import { externalConfirmInput, projectConfirmInput } from '@swp/core/extraction/confirm-schema';
import { describe, expect, it } from 'vitest';
import type { Answer } from './kinds.ts';
import { type AnswerErrors, answerBody, validateAnswer } from './validate.ts';

/** What the shared zod schema (the server's parser) says about the same answer: the first message per field. */
function zodErrors(kind: 'project' | 'external', confirm: Answer, code: string, remark: string): AnswerErrors {
  const schema = kind === 'project' ? projectConfirmInput : externalConfirmInput;
  const result = schema.safeParse(answerBody(kind, 'k3y', confirm, { code, remark }));
  const errors: AnswerErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'code' || field === 'remark') && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

const codes = ['', '   ', '12345', '1234567', '12a456', '123456', ' 654321 ', '１２３４５６'];
const remarks = ['', '  \n ', '出差在外', ' 身体不适 ', 'x'.repeat(200), 'x'.repeat(201), ` ${'y'.repeat(200)} `];

describe('validateAnswer', () => {
  it('says exactly what the shared zod schemas say, for both pages and both answers', () => {
    let cases = 0;
    for (const kind of ['project', 'external'] as const) {
      for (const confirm of [1, -1] as const) {
        for (const code of codes) {
          for (const remark of remarks) {
            expect(validateAnswer(confirm, { code, remark }), `${kind} ${confirm} ${code} ${remark}`).toEqual(
              zodErrors(kind, confirm, code, remark),
            );
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(224);
  });

  it('uses the product’s messages', () => {
    expect(validateAnswer(1, { code: '', remark: '' })).toEqual({ code: '请输入验证码' });
    expect(validateAnswer(-1, { code: '', remark: '' })).toEqual({
      code: '请输入验证码',
      remark: '请输入无法参加的原因',
    });
    expect(validateAnswer(-1, { code: '123456', remark: '会议冲突' })).toEqual({});
  });
});

describe('answerBody', () => {
  it('names the key strKey on page 1 and id on page 2, and sends remark only when declining', () => {
    expect(answerBody('project', 'K', 1, { code: ' 123456 ', remark: '忽略' })).toEqual({
      strKey: 'K',
      confirm: 1,
      code: '123456',
    });
    expect(answerBody('external', 'K', -1, { code: '123456', remark: ' 出差 ' })).toEqual({
      id: 'K',
      confirm: -1,
      code: '123456',
      remark: '出差',
    });
  });
});
