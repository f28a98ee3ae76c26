export * from './amount.ts';
export * from './codes.ts';
export * from './mapping.ts';
export * from './paths.ts';
export * from './schema.ts';
