export * from './errors.ts';
export { type Fraction, toDecimal, toFixed2 } from './exact.ts';
export * from './means.ts';
export * from './preliminary.ts';
export * from './priceScore.ts';
export * from './ranking.ts';
export * from './report.ts';
export * from './sheetRules.ts';
