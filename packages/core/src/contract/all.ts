import { accountApi, roleApi } from '../accounts/contract.ts';
import { bulletinApi } from '../announcement/bulletin-contract.ts';
import { announcementApi } from '../announcement/contract.ts';
import { fileApi } from '../announcement/file-contract.ts';
import { templateApi } from '../announcement/template-contract.ts';
import { auditLogApi } from '../audit-log/contract.ts';
import { captchaApi, smsCodeApi, specialistAuthApi, staffAuthApi, venderAuthApi } from '../auth/contract.ts';
import { bidApi } from '../bid/contract.ts';
import { openingApi } from '../bid/opening-contract.ts';
import { blacklistApi } from '../blacklist/contract.ts';
import { departmentApi } from '../department/contract.ts';
import { enrolApi } from '../enrol/contract.ts';
import { evaluationApi } from '../evaluation/contract.ts';
import { negotiationApi } from '../evaluation/negotiation-contract.ts';
import { evaluationReportApi } from '../evaluation/report-contract.ts';
import { confirmApi } from '../extraction/confirm-contract.ts';
import { externalExtractionApi, projectExtractionApi } from '../extraction/contract.ts';
import { gradingApi } from '../grading/contract.ts';
import { ocdsApi } from '../ocds/contract.ts';
import { openingHallApi } from '../opening/contract.ts';
import { projectApi } from '../project/contract.ts';
import { purchaseSettingsApi } from '../project/settings-contract.ts';
import { resultApi } from '../results/contract.ts';
import { objectionApi } from '../results/objection-contract.ts';
import { specialistApi } from '../specialist/contract.ts';
import { specialistProfileApi } from '../specialist/profile-contract.ts';
import { specialtyApi } from '../specialist/specialty-contract.ts';
import { statisticsApi } from '../statistics/contract.ts';
import { supplierApi } from '../supplier/contract.ts';
import { supplierManageApi } from '../supplier/manage-contract.ts';
import { testSupportApi } from '../test-support/contract.ts';
import type { Endpoint } from './endpoint.ts';

/** Every feature's endpoints: the server's route test checks each is registered, and nothing else is. */
export const FEATURE_APIS: Record<string, Record<string, Endpoint>> = {
  auditLogApi,
  bidApi,
  evaluationApi,
  evaluationReportApi,
  fileApi,
  gradingApi,
  negotiationApi,
  openingApi,
  openingHallApi,
  blacklistApi,
  supplierManageApi,
  supplierApi,
  testSupportApi,
  enrolApi,
  specialistProfileApi,
  statisticsApi,
  purchaseSettingsApi,
  projectApi,
  templateApi,
  announcementApi,
  bulletinApi,
  resultApi,
  objectionApi,
  ocdsApi,
  captchaApi,
  smsCodeApi,
  staffAuthApi,
  specialistAuthApi,
  venderAuthApi,
  departmentApi,
  specialistApi,
  specialtyApi,
  accountApi,
  roleApi,
  projectExtractionApi,
  externalExtractionApi,
  confirmApi,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(FEATURE_APIS).flatMap((api) => Object.values(api));
