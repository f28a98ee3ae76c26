import { ok, supplierApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { saveSupplierContacts } from './supplier-contacts.service.ts';
import { updateSupplierProfile } from './supplier-profile.service.ts';
import { removeQualification, saveQualification } from './supplier-qualifications.service.ts';
import { supplierSelf } from './supplier-self.service.ts';

/** 用户中心: the signed-in company reads and edits itself (a staff or expert token is 401 here). */
export const supplierSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  route(app, supplierApi.info, async (request) => ok(await supplierSelf(deps, request.principal!)));

  route(app, supplierApi.updateInfo, async (request) => {
    const saved = await updateSupplierProfile(deps, request.principal!, request.body, { ip: request.ip });
    // Pending after a save: sent back (or still waiting) for review, which the company should be told.
    return ok(saved, saved.status === 'pending' ? '保存成功，资料已提交审核，请等待审核结果' : '保存成功');
  });

  route(app, supplierApi.saveContacts, async (request) => {
    await saveSupplierContacts(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '保存成功');
  });

  route(app, supplierApi.saveQualification, async (request) =>
    ok(await saveQualification(deps, request.principal!, request.body, { ip: request.ip }), '保存成功'),
  );

  route(app, supplierApi.removeQualification, async (request) => {
    await removeQualification(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '删除成功');
  });
};
