export * from './arithmetic/index.ts';
export * from './labels.ts';
export * from './negotiation.ts';
export * from './paths.ts';
export * from './report-sheets.ts';
export * from './responses.ts';
export * from './schema.ts';
