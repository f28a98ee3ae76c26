/**
 * The arithmetic's refusals. They are programming guards: the server validates sheets and refuses an incomplete
 * committee before it calls the arithmetic, so reaching one of these means the caller passed data it should not
 * have. Typed so that a caller (and a test) can tell which one and read what is wrong.
 */

/** A figure that is not a decimal, out of its range, a duplicate, or an id the input does not know. */
export class EvaluationInputError extends Error {
  override readonly name = 'EvaluationInputError';
}

/** One score the committee still owes: this expert has not scored this item for this bidder. */
export interface MissingScore {
  specialistId: number;
  bidderId: number;
  itemId: number;
}

/** Some expert has no score for some passed bidder and scored item: the report cannot be computed. */
export class MissingScoresError extends Error {
  override readonly name = 'MissingScoresError';
  readonly missing: MissingScore[];

  constructor(missing: MissingScore[]) {
    const shown = missing
      .slice(0, 5)
      .map((m) => `专家 ${m.specialistId} 对投标人 ${m.bidderId} 的评分项 ${m.itemId}`)
      .join('、');
    const more = missing.length > 5 ? ` 等 ${missing.length} 项` : '';
    super(`缺少评分：${shown}${more}`);
    this.missing = missing;
  }
}
