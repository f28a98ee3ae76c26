export * from './credit-code.ts';
export * from './fields.ts';
export * from './paths.ts';
export * from './schema.ts';
