export * from './id-number.ts';
export * from './labels.ts';
export * from './paths.ts';
export * from './profile.ts';
export * from './profile-contract.ts';
export * from './responses.ts';
export * from './schema.ts';
export * from './tree.ts';
