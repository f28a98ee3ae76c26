import { ok, supplierManageApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMeta } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
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

  route(app, supplierManageApi.list, async (request) => ok(await listSuppliers(deps, request.body)));

  route(app, supplierManageApi.export, async (request, reply) => {
    const file = await exportSuppliers(deps, request.principal!, request.query, { ip: request.ip });
    return sendXlsx(reply, file.data, file.fileName, file.asciiName);
  });

  route(app, supplierManageApi.detail, async (request) => ok(await supplierDetail(deps, request.query.id)));

  route(app, supplierManageApi.file, async (request, reply) => {
    const { file, stream } = await openSupplierDocument(deps, app.storage, request.query.id);
    return sendStoredFile(reply, file, stream);
  });

  route(app, supplierManageApi.audit, async (request) => {
    const { smsSent } = await reviewSupplier(
      deps,
      request.principal!,
      request.body,
      linkMeta(request, deps.config),
      request.log,
    );
    return ok(undefined, reviewMessage(request.body.pass, smsSent));
  });

  route(app, supplierManageApi.freeze, async (request) => {
    await freezeSupplier(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '已冻结，该供应商已被退出登录');
  });

  route(app, supplierManageApi.unfreeze, async (request) => {
    await unfreezeSupplier(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '已解冻');
  });
};
