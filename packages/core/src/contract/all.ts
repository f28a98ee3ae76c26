import { accountApi, roleApi } from '../accounts/contract.ts';
import { bidApi } from '../bid/contract.ts';
import { openingApi } from '../bid/opening-contract.ts';
import { departmentApi } from '../department/contract.ts';
import { confirmApi } from '../extraction/confirm-contract.ts';
import { externalExtractionApi, projectExtractionApi } from '../extraction/contract.ts';
import { specialistApi } from '../specialist/contract.ts';
import { specialtyApi } from '../specialist/specialty-contract.ts';
import type { Endpoint } from './endpoint.ts';

/** Every feature's endpoints: the server's route test checks each is registered, and nothing else is. */
export const FEATURE_APIS: Record<string, Record<string, Endpoint>> = {
  bidApi,
  openingApi,
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
