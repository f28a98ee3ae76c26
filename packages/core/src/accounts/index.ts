export * from './contract.ts';
export * from './responses.ts';
export * from './rules.ts';
export * from './schema.ts';
