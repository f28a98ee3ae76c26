import { captchaApi, smsCodeApi, specialistAuthApi, staffAuthApi, venderAuthApi } from '../auth/contract.ts';
import { bidApi } from '../bid/contract.ts';
import { openingApi } from '../bid/opening-contract.ts';
import { enrolApi } from '../enrol/contract.ts';
import type { Endpoint } from './endpoint.ts';

/** Every feature's endpoints: the server's route test checks each is registered, and nothing else is. */
export const FEATURE_APIS: Record<string, Record<string, Endpoint>> = {
  bidApi,
  openingApi,
  enrolApi,
  captchaApi,
  smsCodeApi,
  staffAuthApi,
  specialistAuthApi,
  venderAuthApi,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(FEATURE_APIS).flatMap((api) => Object.values(api));
