export * from './amount.ts';
export * from './codes.ts';
export * from './contract.ts';
export * from './mapping.ts';
export * from './publishing.ts';
export * from './schema.ts';
