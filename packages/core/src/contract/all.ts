import { bidApi } from '../bid/contract.ts';
import { openingApi } from '../bid/opening-contract.ts';
import { blacklistApi } from '../blacklist/contract.ts';
import { supplierApi } from '../supplier/contract.ts';
import { supplierManageApi } from '../supplier/manage-contract.ts';
import { testSupportApi } from '../test-support/contract.ts';
import type { Endpoint } from './endpoint.ts';

/** Every feature's endpoints: the server's route test checks each is registered, and nothing else is. */
export const FEATURE_APIS: Record<string, Record<string, Endpoint>> = {
  bidApi,
  openingApi,
  blacklistApi,
  supplierManageApi,
  supplierApi,
  testSupportApi,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(FEATURE_APIS).flatMap((api) => Object.values(api));
