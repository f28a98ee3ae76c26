import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierFileRoutes } from './supplier-files.routes.ts';
import { supplierPublicRoutes } from './supplier-public.routes.ts';
import { supplierSelfRoutes } from './supplier-self.routes.ts';

/** The supplier's own side (注册, 找回密码, 用户中心 and its files); see README.md beside this file. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(supplierPublicRoutes);
  await app.register(supplierSelfRoutes);
  await app.register(supplierFileRoutes);
};
