export * from './contract.ts';
export * from './opening-contract.ts';
export * from './responses.ts';
export * from './schema.ts';
