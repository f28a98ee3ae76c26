import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../platform/accounts/accounts.routes.ts';
import { auditLogRoutes } from '../platform/audit/audit-log.routes.ts';
import { departmentRoutes } from '../platform/departments/departments.routes.ts';
import { fileRoutes } from '../platform/files/files.routes.ts';
import { announcementRoutes } from './announcements/announcements.routes.ts';
import { bidRoutes } from './bids/bids.routes.ts';
import { blacklistRoutes } from './blacklist/blacklist.routes.ts';
import { bulletinRoutes } from './bulletin/bulletin.routes.ts';
import { enrolmentRoutes } from './enrolments/enrolments.routes.ts';
import { evaluationRoutes } from './evaluation/evaluation.routes.ts';
import { extractionRoutes } from './extraction/extraction.routes.ts';
import { gradingRoutes } from './grading/grading.routes.ts';
import { negotiationRoutes } from './negotiation/negotiation.routes.ts';
import { objectionRoutes } from './objections/objections.routes.ts';
import { ocdsRoutes } from './ocds/ocds.routes.ts';
import { hallRoutes } from './opening/hall.routes.ts';
import { openingRoutes } from './opening/opening.routes.ts';
import { projectRoutes } from './projects/projects.routes.ts';
import { purchaseSettingsRoutes } from './purchase-settings/purchase-settings.routes.ts';
import { resultRoutes } from './results/results.routes.ts';
import { specialistProfileRoutes } from './specialist-profile/specialist-profile.routes.ts';
import { specialistRoutes } from './specialists/specialists.routes.ts';
import { specialtyRoutes } from './specialties/specialties.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { supplierManageRoutes } from './supplier-manage/supplier-manage.routes.ts';
import { supplierRoutes } from './suppliers/suppliers.routes.ts';
import { templateRoutes } from './templates/templates.routes.ts';

/**
 * The management, specialist and supplier features, registered by app.ts after the sign-in routes. Each feature
 * adds its routes plugin here (one line), so features never need to touch app.ts.
 */
export const featureRoutes: FastifyPluginAsync[] = [
  specialtyRoutes,
  specialistRoutes,
  extractionRoutes,
  departmentRoutes,
  purchaseSettingsRoutes,
  projectRoutes,
  fileRoutes,
  templateRoutes,
  announcementRoutes,
  bulletinRoutes,
  blacklistRoutes,
  supplierManageRoutes,
  supplierRoutes,
  enrolmentRoutes,
  openingRoutes,
  hallRoutes,
  bidRoutes,
  gradingRoutes,
  negotiationRoutes,
  specialistProfileRoutes,
  evaluationRoutes,
  resultRoutes,
  objectionRoutes,
  accountRoutes,
  auditLogRoutes,
  statisticsRoutes,
  ocdsRoutes,
];
