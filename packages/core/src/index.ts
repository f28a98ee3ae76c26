export * from './api.ts';
export * from './auth/fields.ts';
export * from './auth/paths.ts';
export * from './auth/schema.ts';
export * from './permissions.ts';
