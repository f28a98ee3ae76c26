import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its zone (timestamptz) as every table stores it. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
