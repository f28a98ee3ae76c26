export * from './contract.ts';
export * from './hall.ts';
export * from './responses.ts';
export * from './schema.ts';
