import multipart from '@fastify/multipart';
import { ok, specialistApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { singleFileLimits, withSingleFile } from '../../lib/single-file-upload.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { exportSpecialists, importTemplate } from './specialist-files.service.ts';
import { importSpecialists } from './specialist-import.service.ts';

/** Far above a 2,000-row sheet (about 200 KB); small enough that nobody parks a large file here. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The Excel side of 专家管理. Files are answers, not envelopes; failures still answer with the JSON envelope.
 * The multipart parser is registered in this scope only, unless the app already has one.
 */
export const specialistFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: singleFileLimits(IMPORT_MAX_BYTES) });
  }

  route(app, specialistApi.importTemplate, async (_request, reply) =>
    sendXlsx(reply, await importTemplate(deps), '专家导入模板.xlsx', 'specialist-import-template.xlsx'),
  );

  route(app, specialistApi.export, async (request, reply) => {
    const file = await exportSpecialists(deps, request.principal!, request.query, { ip: request.ip });
    return sendXlsx(reply, file.data, file.fileName, file.asciiName);
  });

  route(app, specialistApi.import, async (request) => {
    const upload = await withSingleFile(
      request,
      { noFile: '请选择要导入的Excel文件', tooLarge: '文件不能超过5MB' },
      async (file) => {
        if (!/\.xlsx$/i.test(file.filename)) throw invalid('请上传Excel文件（.xlsx格式），可先下载导入模板');
        const data = await file.toBuffer();
        // Nothing is imported from a request with a second part or a body cut short after the file.
        await file.finish();
        return { data, fileName: file.filename };
      },
    );
    const result = await importSpecialists(deps, request.principal!, upload, { ip: request.ip });
    const msg = result.errors.length
      ? `导入失败：${result.errors.length}处错误，未导入任何专家，请改正后重新上传`
      : `导入成功，共导入${result.imported}位专家`;
    return ok(result, msg);
  });
};
