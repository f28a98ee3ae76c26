export * from './contract.ts';
export * from './responses.ts';
export * from './schema.ts';
export * from './status.ts';
