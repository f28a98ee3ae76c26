import { objectionApi } from '@swp/core';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { downloadAttachment, publicityTender, uploadedId } from '../../../test/kits/objections.ts';
import { files } from '../../db/schema/index.ts';
import { LocalDiskStorage } from '../../plugins/storage.ts';
import { sweepUnfiledObjectionUploads, UNFILED_UPLOAD_TTL_MS } from './objection-upload-sweep.ts';

const { t, api, filesDir } = useTestAppWithFiles('swp-objection-sweep-');

describe('unfiled objection uploads', () => {
  it('are removed after a day, row and bytes; filed and young ones stay', async () => {
    const e = await publicityTender(t);
    const token = e.bidders[0]!.token;
    const filed = await uploadedId(api, token);
    const abandoned = await uploadedId(api, token);
    const reply = await api.post(
      objectionApi.file.path,
      { projectId: e.projectId, content: '异议', attachmentIds: [filed] },
      { token },
    );
    expect(reply.body.code).toBe(0);
    const storage = new LocalDiskStorage(filesDir());
    const [gone] = await t.db
      .select()
      .from(files)
      .where(inArray(files.id, [abandoned]));

    expect(await sweepUnfiledObjectionUploads(t.app.deps, storage)).toBe(0);
    t.clock.advance(UNFILED_UPLOAD_TTL_MS + 60_000);
    const young = await uploadedId(api, token);
    expect(await sweepUnfiledObjectionUploads(t.app.deps, storage)).toBe(1);

    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [filed, abandoned, young]));
    expect(left.map((f) => f.id).sort()).toEqual([filed, young].sort());
    await expect(storage.get(gone!.storageKey)).rejects.toThrow();
    expect((await downloadAttachment(api, filed, token)).status).toBe(200);
    t.clock.reset();
  });
});
