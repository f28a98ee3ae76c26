import { openingApi } from '@swp/core/bid/opening-contract';
import { openingHallApi } from '@swp/core/opening/contract';
import type { HallState } from '@swp/core/opening/responses';
import { shanghaiDateKey } from '@swp/core/project/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import type { Area } from '../../app/area.ts';
import { saveBlob } from '../../shared/download.ts';
import { enrolKeys, projectKeys } from '../../shared/query-keys.ts';

/**
 * The 开标大厅 (server: apps/server/src/modules/opening, README "The 开标大厅"). One state per viewer, read from
 * `/api/opening/state` and kept fresh by the live events (useHallLive.ts); every write refetches it, so the page
 * never waits for the stream to see its own change.
 */

export type HallArea = Extract<Area, 'manage' | 'vender'>;

export const hallKeys = {
  state: (area: HallArea, projectId: number) => [area, 'opening-hall', projectId] as const,
};

/**
 * The hall as this viewer may see it. `pollMs` is set while the live stream is down (then the page polls);
 * otherwise the events write into this query's cache and no timer runs.
 */
export function useHallState(area: HallArea, projectId: number, pollMs: number | false = false) {
  return useQuery({
    queryKey: hallKeys.state(area, projectId),
    queryFn: () => api(openingHallApi.state, { projectId }, { area, silent: true }),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

/** A write of the hall: its envelope's msg for the toast, then the state (and, on the close, the project) again. */
function useHallWrite<I>(area: HallArea, projectId: number, call: (input: I) => Promise<{ msg?: string } | unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: hallKeys.state(area, projectId) }),
  });
}

const vender = { area: 'vender' } as const;
const staff = { area: 'manage' } as const;

export const useSignIn = (projectId: number) =>
  useHallWrite('vender', projectId, () => apiEnvelope(openingHallApi.signIn, { projectId }, vender));

export const useDecrypt = (projectId: number) =>
  useHallWrite('vender', projectId, (input: { bidId: string; key: string }) =>
    // Silent: the panel shows the server's words beside the form (a wrong key, the tries left, a locked bid).
    apiEnvelope(openingHallApi.decrypt, { projectId, ...input }, { ...vender, silent: true }),
  );

export const useRaiseObjection = (projectId: number) =>
  useHallWrite('vender', projectId, (content: string) =>
    apiEnvelope(openingHallApi.raiseObjection, { projectId, content }, vender),
  );

export const useSendConfirmCode = (projectId: number) =>
  useHallWrite('vender', projectId, () => apiEnvelope(openingHallApi.confirmCode, { projectId }, vender));

export const useConfirmRecord = (projectId: number) =>
  useHallWrite('vender', projectId, (code: string) => apiEnvelope(openingHallApi.confirm, { projectId, code }, vender));

export const useDisagree = (projectId: number) =>
  useHallWrite('vender', projectId, (reason: string) =>
    apiEnvelope(openingHallApi.disagree, { projectId, reason }, vender),
  );

export const useStartHall = (projectId: number) =>
  useHallWrite('manage', projectId, () => apiEnvelope(openingHallApi.start, { projectId }, staff));

export const useAnswerObjection = (projectId: number) =>
  useHallWrite('manage', projectId, (input: { id: number; answer: string }) =>
    apiEnvelope(openingHallApi.answerObjection, input, staff),
  );

/** The close moves the project to 评标中 (or leaves it 待开标 for its 流标公告): the header and tabs follow. */
export function useCloseHall(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiEnvelope(openingHallApi.close, { projectId }, staff),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: hallKeys.state('manage', projectId) });
      void client.invalidateQueries({ queryKey: projectKeys.all });
      void client.invalidateQueries({ queryKey: enrolKeys.mine });
    },
  });
}

/** The 开标记录 exists from 唱标 on (the hall writes it then): its PDF for staff and bidders, the workbook for staff. */
export async function downloadHallRecordPdf(area: HallArea, projectId: number, projectCode: string) {
  saveBlob(await apiBlob(openingApi.openingRecordPdf, { projectId }, { area }), `开标记录_${projectCode}.pdf`);
}

export async function downloadHallRecordExcel(projectId: number, projectCode: string) {
  const workbook = await apiBlob(openingApi.openingRecordExcel, { projectId }, staff);
  const day = shanghaiDateKey(Date.now()).replaceAll('-', '');
  saveBlob(workbook, `开标记录_${projectCode}_${day}.xlsx`);
}

export type { HallState };
