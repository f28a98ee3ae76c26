import {
  ok,
  removeQualificationInput,
  SupplierPath,
  saveQualificationInput,
  saveSupplierContactsInput,
  supplierProfileSavedOutput,
  supplierSelfOutput,
  updateSupplierProfileInput,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { saveSupplierContacts } from './supplier-contacts.service.ts';
import { updateSupplierProfile } from './supplier-profile.service.ts';
import { removeQualification, saveQualification } from './supplier-qualifications.service.ts';
import { supplierSelf } from './supplier-self.service.ts';

/** 用户中心: the signed-in company reads and edits itself (a staff or expert token is 401 here). */
export const supplierSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const vender = { access: { role: 'vender' } } as const;

  app.get(SupplierPath.info, { schema: { response: answers(supplierSelfOutput) }, config: vender }, async (request) =>
    ok(await supplierSelf(deps, request.principal!)),
  );

  app.post(
    SupplierPath.updateInfo,
    { schema: { body: updateSupplierProfileInput, response: answers(supplierProfileSavedOutput) }, config: vender },
    async (request) => {
      const saved = await updateSupplierProfile(deps, request.principal!, request.body, { ip: request.ip });
      // Pending after a save: sent back (or still waiting) for review, which the company should be told.
      return ok(saved, saved.status === 'pending' ? '保存成功，资料已提交审核，请等待审核结果' : '保存成功');
    },
  );

  app.post(
    SupplierPath.saveContacts,
    { schema: { body: saveSupplierContactsInput, response: answers() }, config: vender },
    async (request) => {
      await saveSupplierContacts(deps, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, '保存成功');
    },
  );

  app.post(
    SupplierPath.saveQualification,
    { schema: { body: saveQualificationInput, response: answers(createdIdOutput) }, config: vender },
    async (request) =>
      ok(await saveQualification(deps, request.principal!, request.body, { ip: request.ip }), '保存成功'),
  );

  app.post(
    SupplierPath.removeQualification,
    { schema: { body: removeQualificationInput, response: answers() }, config: vender },
    async (request) => {
      await removeQualification(deps, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, '删除成功');
    },
  );
};
