import { ErrorCode, objectionApi, Permission } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { SAMPLE_FILES, uploadFile as uploadAsStaff } from '../../../test/kits/files.ts';
import { downloadAttachment, publicityTender, uploadedId } from '../../../test/kits/objections.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestAppWithFiles('swp-objection-attachment-');

const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));
/** A refusal is the JSON envelope 文件不存在, never the bytes. */
const refused = async (reply: Promise<{ bytes: Buffer }>) => json((await reply).bytes);
const NOT_FOUND = { code: ErrorCode.NOT_FOUND, msg: '文件不存在' };

describe('GET /api/objection/attachment', () => {
  it('the company that filed it and staff of 项目管理 read it; anyone else does not', async () => {
    const e = await publicityTender(t);
    const [company, rival] = e.bidders;
    const id = await uploadedId(api, company!.token, '质疑函.pdf');
    const filed = await api.post(
      objectionApi.file.path,
      { projectId: e.projectId, content: '异议', attachmentIds: [id] },
      { token: company!.token },
    );
    expect(filed.body.code).toBe(0);

    const own = await downloadAttachment(api, id, company!.token);
    expect(own.status).toBe(200);
    expect(own.bytes.equals(SAMPLE_FILES.pdf())).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(String(own.headers['content-disposition'])).toMatch(/^attachment;/);
    const staff = await downloadAttachment(api, id, e.staff.token);
    expect(staff.bytes.equals(SAMPLE_FILES.pdf())).toBe(true);

    expect(await refused(downloadAttachment(api, id, rival!.token))).toEqual(NOT_FOUND);
    expect((await downloadAttachment(api, id)).status).toBe(401);
    const clerk = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token } = await issueSession(t.db, t.clock, 'staff', clerk.id, '127.0.0.1');
    expect((await downloadAttachment(api, id, token)).status).toBe(403);
  });

  it('an upload not yet filed is its uploader’s only; other purposes and unknown ids are 文件不存在', async () => {
    const e = await publicityTender(t);
    const id = await uploadedId(api, e.bidders[0]!.token);
    expect((await downloadAttachment(api, id, e.bidders[0]!.token)).bytes.equals(SAMPLE_FILES.pdf())).toBe(true);
    expect(await refused(downloadAttachment(api, id, e.staff.token))).toEqual(NOT_FOUND);
    expect(await refused(downloadAttachment(api, id, e.bidders[1]!.token))).toEqual(NOT_FOUND);

    const announcementFile = await uploadAsStaff(t.app, e.staff.token, '附件.pdf', SAMPLE_FILES.pdf());
    expect(await refused(downloadAttachment(api, announcementFile.body.data!.id, e.staff.token))).toEqual(NOT_FOUND);
    const unknown = '8d3c1f0e-5b7a-4c2d-9e6f-1a2b3c4d5e6f';
    expect(await refused(downloadAttachment(api, unknown, e.staff.token))).toEqual(NOT_FOUND);
    expect(await refused(downloadAttachment(api, 'not-a-uuid', e.staff.token))).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '附件编号不正确',
    });
  });
});
