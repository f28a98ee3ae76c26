import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmRoutes } from './confirm.routes.ts';
import { externalExtractionRoutes } from './external-extraction.routes.ts';
import { projectExtractionRoutes } from './project-extraction.routes.ts';

/** Expert extraction (docs/rules.md): the two staff screens and the public confirmation calls; see README.md. */
export const extractionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectExtractionRoutes);
  await app.register(externalExtractionRoutes);
  await app.register(confirmRoutes);
};
