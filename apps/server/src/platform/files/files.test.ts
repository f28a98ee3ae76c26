import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, Permission } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff, staffTokenWith } from '../../../test/factories.ts';
import { createTestProject } from '../../../test/kits/announcements.ts';
import { insertAttachmentRow, SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { announcementAttachments, announcements, files } from '../../db/schema/index.ts';

let filesDir: string;
let projectToken: string;
let templateToken: string;

const { t, api } = useTestApp(() => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-files-'));
  // 0.01 MB ≈ 10 KB, so the size limit is tested without megabytes of data.
  return { env: { FILES_DIR: filesDir, ATTACHMENT_MAX_MB: '0.01' } };
});
beforeAll(async () => {
  const projectStaff = await createStaff(t.db, { perms: [Permission.project] });
  const templateStaff = await createStaff(t.db, { perms: [Permission.template] });
  projectToken = await api.staffToken(projectStaff.username, projectStaff.password);
  templateToken = await api.staffToken(templateStaff.username, templateStaff.password);
});
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

/** Every stored file under the storage directory (the two-hex-digit shards). */
function storedFiles(): string[] {
  return fs
    .readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

async function download(id: string, token?: string) {
  return t.app.inject({ method: 'GET', url: `/api/file/download?id=${id}`, headers: token ? { token } : {} });
}

describe('POST /api/file/upload', () => {
  it('stores the file under a random name with its SHA-256, size and type, and logs the upload', async () => {
    const content = SAMPLE_FILES.pdf();
    const reply = await uploadFile(t.app, projectToken, '招标文件（第一版）.pdf', content);
    expect(reply.body.code, reply.body.msg).toBe(0);
    const uploaded = reply.body.data!;
    expect(uploaded).toMatchObject({
      name: '招标文件（第一版）.pdf',
      size: content.length,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.purpose).toBe('announcement-attachment');
    const onDisk = path.join(filesDir, row!.storageKey.slice(0, 2), row!.storageKey);
    expect(fs.readFileSync(onDisk)).toEqual(content);
    expect(await auditActions(t.db, 'file', uploaded.id as unknown as number)).toEqual(['file.upload']);
  });

  it('accepts staff with 公告模板管理 too, and every allowed type by its signature', async () => {
    for (const [name, content] of [
      ['现场照片.PNG', SAMPLE_FILES.png()],
      ['报价表.docx', SAMPLE_FILES.docx()],
    ] as const) {
      const reply = await uploadFile(t.app, templateToken, name, content);
      expect(reply.body.code, `${name}: ${reply.body.msg}`).toBe(0);
    }
  });

  it('keeps only the file name when the browser sends a path', async () => {
    const reply = await uploadFile(t.app, projectToken, 'C:\\Users\\采购\\..\\资格要求.pdf', SAMPLE_FILES.pdf());
    expect(reply.body.data!.name).toBe('资格要求.pdf');
  });

  it.each([
    ['a program renamed .pdf (magic bytes)', '安装程序.pdf', SAMPLE_FILES.exe(), '文件内容与扩展名不符'],
    ['a PNG named .docx', '说明.docx', SAMPLE_FILES.png(), '文件内容与扩展名不符'],
    ['an .exe', 'setup.exe', SAMPLE_FILES.exe(), '不支持的文件类型'],
    ['an .html page', 'page.html', Buffer.from('<script>alert(1)</script>'), '不支持的文件类型'],
    ['a name without extension', 'README', SAMPLE_FILES.pdf(), '不支持的文件类型'],
    ['an empty file', '空白.pdf', Buffer.alloc(0), '文件内容为空'],
    [
      'a file over the limit',
      '超大.pdf',
      Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(11 * 1024)]),
      '文件大小不能超过',
    ],
  ])('refuses %s and stores nothing', async (_case, name, content, msg) => {
    const before = { rows: await fileCount(), stored: storedFiles().length };
    const reply = await uploadFile(t.app, projectToken, name, content);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(reply.body.msg).toContain(msg);
    expect({ rows: await fileCount(), stored: storedFiles().length }).toEqual(before);
  });

  it('stops an oversize upload streamed over a real connection, storing nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = { rows: await fileCount(), stored: storedFiles().length };
    const form = new FormData();
    form.append('file', new Blob([SAMPLE_FILES.pdf(), Buffer.alloc(2 * 1024 * 1024)]), '超大附件.pdf');
    const response = await fetch(`http://127.0.0.1:${port}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', token: projectToken },
    });
    expect(await response.json()).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '文件大小不能超过10KB' });
    expect({ rows: await fileCount(), stored: storedFiles().length }).toEqual(before);
  });

  it('refuses a request that is not multipart, and one without a file', async () => {
    const json = await api.post('/api/file/upload', { file: 'x' }, { token: projectToken });
    expect(json.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请以 multipart/form-data 方式上传文件' });
    const boundary = 'noFileBoundary';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: {
        cookie: 'XSRF-TOKEN=t',
        'x-xsrf-token': 't',
        token: projectToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(noFile.json()).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请选择要上传的文件' });
  });

  it('refuses staff without 项目管理 or 公告模板管理 (403), and a missing token (401)', async () => {
    const token = await staffTokenWith(t.db, api, [Permission.analysis, Permission.specialist]);
    const before = await fileCount();
    expect((await uploadFile(t.app, token, 'a.pdf', SAMPLE_FILES.pdf())).status).toBe(403);
    expect((await uploadFile(t.app, undefined, 'a.pdf', SAMPLE_FILES.pdf())).status).toBe(401);
    expect(await fileCount()).toBe(before);
  });
});

describe('GET /api/file/download', () => {
  async function attachTo(status: 'draft' | 'published') {
    const uploaded = (await uploadFile(t.app, projectToken, '招标公告附件.pdf', SAMPLE_FILES.pdf())).body.data!;
    const project = await createTestProject(t.db);
    const [announcement] = await t.db
      .insert(announcements)
      .values({ projectId: project.id, type: 'tender', title: '测试公告', html: '<p>x</p>', status })
      .returning();
    await t.db.insert(announcementAttachments).values({ announcementId: announcement!.id, fileId: uploaded.id });
    return uploaded;
  }

  it('serves a published announcement’s attachment to anyone, with the Chinese name (RFC 5987)', async () => {
    const uploaded = await attachTo('published');
    const response = await download(uploaded.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE_FILES.pdf());
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('招标公告附件.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a draft’s attachment to the public (401) and to staff without 项目管理 (403), serves it to staff with it', async () => {
    const uploaded = await attachTo('draft');
    expect((await download(uploaded.id)).statusCode).toBe(401);
    const templateOnly = await download(uploaded.id, templateToken);
    expect(templateOnly.statusCode).toBe(403);
    const staff = await download(uploaded.id, projectToken);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps an unattached upload private too', async () => {
    const uploaded = (await uploadFile(t.app, projectToken, '草稿.pdf', SAMPLE_FILES.pdf())).body.data!;
    expect((await download(uploaded.id)).statusCode).toBe(401);
  });

  it('cannot be turned into a path: ids are UUIDs and storage keys are checked before use', async () => {
    for (const id of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'x']) {
      const response = await download(id, projectToken);
      expect(response.json()).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '文件编号不正确' });
    }
    // A row whose key is not one of ours (it cannot happen through the API) still never reaches the disk.
    const forged = await insertAttachmentRow(t.db, {
      storageKey: '../../../../etc/passwd',
      originalName: 'passwd.pdf',
      size: 1,
    });
    const response = await download(forged.id, projectToken);
    expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
  });

  it('answers an unknown file with 文件不存在', async () => {
    const response = await download('00000000-0000-4000-8000-000000000000', projectToken);
    expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
  });
});
