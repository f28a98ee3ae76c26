export * from './audit.ts';
export * from './departments.ts';
export * from './security.ts';
export * from './specialists.ts';
export * from './staff.ts';
export * from './suppliers.ts';
