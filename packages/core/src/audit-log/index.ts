export * from './contract.ts';
export * from './detail.ts';
export * from './detail-labels.ts';
export * from './labels.ts';
export * from './responses.ts';
export * from './schema.ts';
