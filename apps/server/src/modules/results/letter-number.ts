import type { LetterKind } from '@swp/core';

const PREFIX: Record<LetterKind, string> = { award: 'ZB', result: 'JG' };

/**
 * 通知书编号: ZB (中标通知书) or JG (结果通知书), the YYYY-NNNN of the project code (SW-YYYY-NNNN, unique; a code typed
 * by hand keeps its whole text, like the 评标报告's number) and the letter's two-digit ordinal within the project —
 * the winner's letter is 01. Unique because the project code and the ordinal are.
 */
export function letterNoOf(kind: LetterKind, projectCode: string, ordinal: number): string {
  const numbered = /^SW-(\d{4}-\d{4})$/.exec(projectCode);
  return `${PREFIX[kind]}-${numbered ? numbered[1] : projectCode}-${String(ordinal).padStart(2, '0')}`;
}
