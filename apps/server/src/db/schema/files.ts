import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Uploaded files: bytes live in the storage (DATA_DIR/files or S3) under a random key, never in the web root;
 * they are downloaded only through an endpoint that checks who may read them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** What the file is for (announcement attachment, licence, bid file…), which decides who may read it. */
    purpose: text('purpose').notNull(),
    uploadedByRole: text('uploaded_by_role').notNull(),
    uploadedById: integer('uploaded_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('files_purpose_idx').on(t.purpose)],
);
