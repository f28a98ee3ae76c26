import { OCDS_BULK_FILE_NAME, ocdsApi, ocdsFileName } from '@swp/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { route } from '../../lib/route.ts';
import { allPackages, packagesPage, projectPackage } from './ocds.service.ts';
import { ocdsAnswers } from './ocds-response.ts';

/** The links of a package point at the address the caller used (honouring X-Forwarded-* behind TRUST_PROXY). */
const linksOf = (request: FastifyRequest) => ({ base: `${request.protocol}://${request.host}` });

/** `since` as the caller wrote it, for the package's own links (the parsed query holds a Date). */
const rawSince = (request: FastifyRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('since')?.trim() || undefined;

const asFile = (reply: FastifyReply, name: string) => reply.header('content-disposition', attachmentDisposition(name));

/**
 * 开放数据 (docs/integration.md): public, no sign-in. The success body is the OCDS release package itself
 * (application/json), not the envelope; a refusal is the envelope. README.md beside this file.
 */
export const ocdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The package's own schema, not the envelope's or a file's bytes: the serializer sends nothing undeclared.
  const extras = { response: ocdsAnswers };

  route(
    app,
    ocdsApi.releasePackage,
    async (request, reply) => {
      const found = await projectPackage(deps, request.query.projectId, linksOf(request));
      if (request.query.download) asFile(reply, ocdsFileName(found.releases[0]!.tender.id));
      return found;
    },
    extras,
  );

  route(
    app,
    ocdsApi.releasePackages,
    async (request, reply) => {
      const { since, page, download } = request.query;
      if (download) {
        asFile(reply, OCDS_BULK_FILE_NAME);
        return allPackages(deps, { since }, rawSince(request), linksOf(request));
      }
      return packagesPage(deps, { since, page }, rawSince(request), linksOf(request));
    },
    extras,
  );
};
