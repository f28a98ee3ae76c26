export * from './contract.ts';
export * from './labels.ts';
export * from './responses.ts';
export * from './schema.ts';
