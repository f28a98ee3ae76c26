export * from './contract.ts';
export * from './id-number.ts';
export * from './labels.ts';
export * from './profile.ts';
export * from './responses.ts';
export * from './schema.ts';
export * from './specialty-contract.ts';
export * from './tree.ts';
