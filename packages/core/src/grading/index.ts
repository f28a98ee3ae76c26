export * from './labels.ts';
export * from './paths.ts';
export * from './responses.ts';
export * from './schema.ts';
