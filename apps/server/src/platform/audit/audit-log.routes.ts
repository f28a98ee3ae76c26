import { AuditLogPath, auditLogExportQuery, auditLogListQuery, auditLogPageOutput, ok, Permission } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import { exportAuditLog, listAuditLog } from './audit-log.service.ts';

/** 操作日志 (账号管理's tab): staff with sys:user:user only — the log names every user's actions and IPs. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { config: { access: { role: 'staff', permission: Permission.user } as const } };

  app.get(
    AuditLogPath.list,
    { ...admin, schema: { querystring: auditLogListQuery, response: answers(auditLogPageOutput) } },
    async (request) => ok(await listAuditLog(deps, request.principal!, request.query)),
  );

  app.get(
    AuditLogPath.export,
    { ...admin, schema: { querystring: auditLogExportQuery, response: fileAnswers(XLSX_CONTENT_TYPE, '操作日志') } },
    async (request, reply) => {
      const file = await exportAuditLog(deps, request.principal!, request.query, { ip: request.ip });
      return sendXlsx(reply, file.data, file.fileName, file.asciiName);
    },
  );
};
