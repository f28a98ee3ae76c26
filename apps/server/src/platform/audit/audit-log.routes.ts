import { auditLogApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { exportAuditLog, listAuditLog } from './audit-log.service.ts';

/** 操作日志 (账号管理's tab): staff with sys:user:user only — the log names every user's actions and IPs. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, auditLogApi.list, async (request) => ok(await listAuditLog(deps, request.principal!, request.query)));

  route(app, auditLogApi.export, async (request, reply) => {
    const file = await exportAuditLog(deps, request.principal!, request.query, { ip: request.ip });
    return sendXlsx(reply, file.data, file.fileName, file.asciiName);
  });
};
