import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { ErrorCode, fileApi, Permission } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/app.ts';
import { staffTokenWith } from '../../test/factories.ts';
import { createTestProject } from '../../test/kits/announcements.ts';
import { SAMPLE_FILES, uploadFile } from '../../test/kits/files.ts';
import { startTestS3Server, type TestS3Server } from '../../test/kits/storage-s3-server.ts';
import { buildApp } from '../app.ts';
import { announcementAttachments, announcements, files } from '../db/schema/index.ts';
import { PART_BYTES } from './storage-s3-upload.ts';

// Started before the app (hooks run in order), stopped after it (afterAll hooks run in reverse).
let s3: TestS3Server;
let filesDir: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-s3-api-'));
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** The app on STORAGE=s3; FILES_DIR is set only to prove nothing lands there. Attachments up to 6 MB (> 1 part). */
const env = () => ({ ...s3.env, FILES_DIR: filesDir, ATTACHMENT_MAX_MB: '6' });
const { t, api } = useTestApp(() => ({ env: env() }));

let token: string;
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

const download = (app: FastifyInstance, id: string) =>
  app.inject({ method: 'GET', url: `${fileApi.download.path}?id=${id}` });
const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

async function publishWithAttachment(fileId: string) {
  const project = await createTestProject(t.db);
  const [announcement] = await t.db
    .insert(announcements)
    .values({ projectId: project.id, type: 'tender', title: '对象存储测试公告', html: '<p>x</p>', status: 'published' })
    .returning();
  await t.db.insert(announcementAttachments).values({ announcementId: announcement!.id, fileId });
}

describe('announcement attachments on STORAGE=s3', () => {
  it('stores the upload in the bucket and serves it, from this server process and from another one', async () => {
    // Larger than one part, so it goes up as a multipart upload.
    const content = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(PART_BYTES + 1000, 0x41)]);
    const reply = await uploadFile(t.app, token, '招标文件（对象存储）.pdf', content);
    expect(reply.body.code, reply.body.msg).toBe(0);
    const uploaded = reply.body.data!;
    expect(uploaded).toMatchObject({
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await s3.objectKeys()).toContain(row!.storageKey);
    expect(fs.readdirSync(filesDir)).toEqual([]);

    await publishWithAttachment(uploaded.id);
    const here = await download(t.app, uploaded.id);
    expect(here.statusCode).toBe(200);
    expect(here.rawPayload.equals(content)).toBe(true);
    expect(here.headers['content-type']).toBe('application/pdf');

    const other = await buildApp({ config: testConfig(env()), db: t.db, clock: t.clock, logger: false });
    try {
      await other.ready();
      const there = await download(other, uploaded.id);
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(content)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('refuses an oversize upload that had already sent parts, keeping no object and no row', async () => {
    const before = { rows: await fileCount(), objects: await s3.objectKeys() };
    const content = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(7 * 1024 * 1024)]);
    const reply = await uploadFile(t.app, token, '超大附件.pdf', content);
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '文件大小不能超过6MB' });
    expect({ rows: await fileCount(), objects: await s3.objectKeys() }).toEqual(before);
  });

  it('answers 文件不存在 when the object is gone from the bucket', async () => {
    const uploaded = (await uploadFile(t.app, token, '将被删除.pdf', SAMPLE_FILES.pdf())).body.data!;
    await publishWithAttachment(uploaded.id);
    const [row] = await t.db.select().from(files).where(eq(files.id, uploaded.id));
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: row!.storageKey }));
    expect((await download(t.app, uploaded.id)).json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
  });
});
