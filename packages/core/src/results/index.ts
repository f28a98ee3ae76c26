export * from './contract.ts';
export * from './labels.ts';
export * from './objection-contract.ts';
export * from './responses.ts';
export * from './schema.ts';
