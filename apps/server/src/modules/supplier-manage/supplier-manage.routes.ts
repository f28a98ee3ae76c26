import {
  auditSupplierInput,
  freezeSupplierInput,
  ok,
  Permission,
  SupplierManagePath,
  supplierDetailOutput,
  supplierDocumentQuery,
  supplierExportQuery,
  supplierIdInput,
  supplierListInput,
  supplierPageOutput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { linkMeta } from '../../lib/public-base-url.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import storage from '../../plugins/storage.ts';
import { exportSuppliers } from './supplier-export.service.ts';
import { listSuppliers, openSupplierDocument, supplierDetail } from './supplier-query.service.ts';
import { freezeSupplier, reviewSupplier, unfreezeSupplier } from './supplier-review.service.ts';

/** What staff are told after a review: the company was told by SMS, or must be told another way. */
const reviewMessage = (pass: boolean, smsSent: boolean) =>
  smsSent
    ? `${pass ? '审核通过' : '已驳回'}，已短信通知供应商`
    : `${pass ? '审核通过' : '已驳回'}，但短信通知发送失败，请电话告知供应商`;

/** 供应商管理 (docs/product.md, docs/integration.md): every route needs staff with system:suppler; see README.md beside this file. */
export const supplierManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const manage = { config: { access: { role: 'staff', permission: Permission.suppler } as const } };

  app.post(
    SupplierManagePath.list,
    { ...manage, schema: { body: supplierListInput, response: answers(supplierPageOutput) } },
    async (request) => ok(await listSuppliers(deps, request.body)),
  );

  app.get(
    SupplierManagePath.export,
    { ...manage, schema: { querystring: supplierExportQuery, response: fileAnswers(XLSX_CONTENT_TYPE, '供应商名单') } },
    async (request, reply) => {
      const file = await exportSuppliers(deps, request.principal!, request.query, { ip: request.ip });
      return sendXlsx(reply, file.data, file.fileName, file.asciiName);
    },
  );

  app.get(
    SupplierManagePath.detail,
    { ...manage, schema: { querystring: supplierIdInput, response: answers(supplierDetailOutput) } },
    async (request) => ok(await supplierDetail(deps, request.query.id)),
  );

  app.get(
    SupplierManagePath.file,
    // A licence or qualification document (PDF, JPEG, PNG) as stored; the review screen shows it from a blob.
    { ...manage, schema: { querystring: supplierDocumentQuery, response: fileAnswers('*/*', '供应商证照文件') } },
    async (request, reply) => {
      const { file, stream } = await openSupplierDocument(deps, app.storage, request.query.id);
      return sendStoredFile(reply, file, stream);
    },
  );

  app.post(
    SupplierManagePath.audit,
    { ...manage, schema: { body: auditSupplierInput, response: answers() } },
    async (request) => {
      const { smsSent } = await reviewSupplier(
        deps,
        request.principal!,
        request.body,
        linkMeta(request, deps.config),
        request.log,
      );
      return ok(undefined, reviewMessage(request.body.pass, smsSent));
    },
  );

  app.post(
    SupplierManagePath.freeze,
    { ...manage, schema: { body: freezeSupplierInput, response: answers() } },
    async (request) => {
      await freezeSupplier(deps, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, '已冻结，该供应商已被退出登录');
    },
  );

  app.post(
    SupplierManagePath.unfreeze,
    { ...manage, schema: { body: freezeSupplierInput, response: answers() } },
    async (request) => {
      await unfreezeSupplier(deps, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, '已解冻');
    },
  );
};
