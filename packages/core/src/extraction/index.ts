export * from './confirm-schema.ts';
export * from './draw.ts';
export * from './eligibility.ts';
export * from './invitation.ts';
export * from './manage-schema.ts';
export * from './paths.ts';
export * from './random.ts';
export * from './schema.ts';
