export * from './credit-code.ts';
export * from './fields.ts';
