import { bulletinApi } from '../announcement/bulletin-contract.ts';
import { announcementApi } from '../announcement/contract.ts';
import { templateApi } from '../announcement/template-contract.ts';
import { bidApi } from '../bid/contract.ts';
import { openingApi } from '../bid/opening-contract.ts';
import { ocdsApi } from '../ocds/contract.ts';
import { projectApi } from '../project/contract.ts';
import { purchaseSettingsApi } from '../project/settings-contract.ts';
import { resultApi } from '../results/contract.ts';
import { objectionApi } from '../results/objection-contract.ts';
import type { Endpoint } from './endpoint.ts';

/** Every feature's endpoints: the server's route test checks each is registered, and nothing else is. */
export const FEATURE_APIS: Record<string, Record<string, Endpoint>> = {
  bidApi,
  openingApi,
  purchaseSettingsApi,
  projectApi,
  templateApi,
  announcementApi,
  bulletinApi,
  resultApi,
  objectionApi,
  ocdsApi,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(FEATURE_APIS).flatMap((api) => Object.values(api));
