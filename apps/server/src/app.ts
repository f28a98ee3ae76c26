import cookie from '@fastify/cookie';
import { BULLETIN_PAGE_PATH } from '@swp/core/announcement/bulletin-filters';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Deps } from './deps.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logging.ts';
import { responseSerializer } from './lib/response-serializer.ts';
import { bulletinListPageData } from './modules/bulletin/bulletin.page-data.ts';
import { featureRoutes } from './modules/feature-routes.ts';
import { captchaRoutes } from './platform/captcha/captcha.routes.ts';
import { createSmsProvider } from './platform/sms/sms.provider.ts';
import { smsCodeRoutes } from './platform/sms-code/sms-code.routes.ts';
import { specialistAuthRoutes } from './platform/specialist-auth/specialist-auth.routes.ts';
import { staffAuthRoutes } from './platform/staff-auth/staff-auth.routes.ts';
import { testSupportRoutes } from './platform/test-support/test-support.routes.ts';
import { venderAuthRoutes } from './platform/vender-auth/vender-auth.routes.ts';
import access from './plugins/access.ts';
import apiDocs from './plugins/api-docs.ts';
import errors, { clientErrorHandler } from './plugins/errors.ts';
import forbiddenCharacters from './plugins/forbidden-characters.ts';
import rateLimit from './plugins/rate-limit.ts';
import responseHeaders from './plugins/response-headers.ts';
import responseSchemas from './plugins/response-schemas.ts';
import securityHeaders from './plugins/security-headers.ts';
import web from './plugins/web.ts';
import xsrf from './plugins/xsrf.ts';

// zod's own messages (for rules a schema does not word itself) in Chinese.
z.config(z.locales.zhCN());

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** false: silent; true: the configured level to stdout; a stream: the configured level into it (log tests). */
  logger?: boolean | { stream: NonNullable<FastifyLoggerOptions['stream']> };
}

export async function buildApp({ config, db, clock = systemClock, logger = true }: BuildOptions) {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logger === true ? undefined : logger.stream) : false,
    // Only the listed proxies' X-Forwarded-For is believed (config.ts refuses `true`).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Requests Node refuses before routing (request line or headers over 16 KB) still get the envelope.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers go through their declared schemas: undeclared fields are stripped, and refused outright in test mode.
  app.setSerializerCompiler(responseSerializer({ refuseUndeclared: config.mode === 'test' }));

  // Seed calls like getAuth post an empty body: treat it as {} rather than as malformed JSON. Anything else goes
  // to Fastify's own parser, which refuses __proto__ and constructor.prototype keys (prototype poisoning).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });

  const deps: Deps = { db, clock, config, sms: createSmsProvider(config, db, clock, app.log) };
  app.decorate('deps', deps);

  await app.register(errors);
  await app.register(forbiddenCharacters);
  await app.register(securityHeaders);
  await app.register(responseHeaders);
  await app.register(cookie);
  await app.register(xsrf);
  await app.register(rateLimit, { perMinute: config.authRateLimit });
  await app.register(access);
  await app.register(responseSchemas);
  // Before the routes: @fastify/swagger records them as they are added.
  await app.register(apiDocs);

  await app.register(captchaRoutes);
  await app.register(smsCodeRoutes);
  await app.register(staffAuthRoutes);
  await app.register(specialistAuthRoutes);
  await app.register(venderAuthRoutes);
  for (const routes of featureRoutes) await app.register(routes);
  if (config.mode === 'test') await app.register(testSupportRoutes);

  // The 公告栏's first page goes out with its HTML (public data, the same the list route answers).
  await app.register(web, { root: config.webDist, pageData: { [BULLETIN_PAGE_PATH]: bulletinListPageData(deps) } });
  return app as unknown as FastifyInstance;
}
