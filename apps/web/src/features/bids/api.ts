import { bidApi } from '@swp/core/bid/contract';
import { openingApi } from '@swp/core/bid/opening-contract';
import { openingHallApi } from '@swp/core/opening/contract';
import { shanghaiDateKey } from '@swp/core/project/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../app/api.ts';
import type { Area } from '../../app/area.ts';
import { saveBlob } from '../../shared/download.ts';
import { enrolKeys, projectKeys } from '../../shared/query-keys.ts';

/**
 * 投标文件 and 开标 (server: apps/server/src/modules/bids and opening). The supplier reads only its own receipt
 * before the opening; staff read the bids and the 开标记录 only after it.
 */

const vender = { area: 'vender' } as const;
const staff = { area: 'manage' } as const;

export const bidKeys = {
  mine: (projectId: number, sectionId: number | null) => ['vender', 'bids', 'mine', projectId, sectionId] as const,
  record: (area: Area, projectId: number) => [area, 'bids', 'record', projectId] as const,
  list: (projectId: number) => ['manage', 'bids', 'list', projectId] as const,
  withdrawn: (projectId: number) => ['manage', 'bids', 'withdrawn', projectId] as const,
};

/**
 * The bids the 开标大厅 withdrew (撤销, not decrypted in the window) or recalled (撤回), with the recorded reason: the
 * list has no line for them and the server refuses their files, so the 投标文件 tab says which and why.
 */
export function useWithdrawnBids(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: bidKeys.withdrawn(projectId),
    queryFn: () => api(openingHallApi.state, { projectId }, { ...staff, silent: true }),
    select: (state) => (state?.bidders ?? []).filter((b) => b.status === 'withdrawn'),
    enabled,
  });
}

/** The company's own receipt and 报价 for one project (and 标段), or null before its first upload. */
export function useMyBid(projectId: number, sectionId: number | null, enabled = true) {
  return useQuery({
    queryKey: bidKeys.mine(projectId, sectionId),
    queryFn: () => api(bidApi.mine, { projectId, sectionId: sectionId ?? undefined }, vender),
    enabled,
    staleTime: 0,
  });
}

/** After an upload: the receipt, and 我的项目's 已递交 column. */
export function useBidUploaded() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['vender', 'bids'] });
    void client.invalidateQueries({ queryKey: enrolKeys.mine });
  };
}

const pdfName = (prefix: string, code: string) => `${prefix}_${code}.pdf`;

/** The 投标回执 PDF (the same figures as on screen), fetched with the vender token. */
export async function downloadReceipt(projectId: number, sectionId: number | null, projectCode: string) {
  const pdf = await apiBlob(bidApi.receipt, { projectId, sectionId }, vender);
  saveBlob(pdf, pdfName('投标回执', projectCode));
}

/**
 * The 开标记录, for staff or a bidder of the project. Before the opening the server refuses (code ≠ 0): the
 * caller asks only when the project may have been opened, and a refusal quietly means "no record".
 */
export function useOpeningRecord(area: Area, projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: bidKeys.record(area, projectId),
    queryFn: () => api(openingApi.openingRecord, { projectId }, { area, silent: true }),
    enabled,
    staleTime: 0,
  });
}

export async function downloadOpeningRecordPdf(area: Area, projectId: number, projectCode: string) {
  saveBlob(await apiBlob(openingApi.openingRecordPdf, { projectId }, { area }), pdfName('开标记录', projectCode));
}

export async function downloadOpeningRecordExcel(projectId: number, projectCode: string) {
  const workbook = await apiBlob(openingApi.openingRecordExcel, { projectId }, staff);
  const day = shanghaiDateKey(Date.now()).replaceAll('-', '');
  saveBlob(workbook, `开标记录_${projectCode}_${day}.xlsx`);
}

/** 投标文件 after the opening (before it the server answers nothing of any bid; silent: the tab says why). */
export function useBidList(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: bidKeys.list(projectId),
    queryFn: () => api(openingApi.list, { projectId }, { ...staff, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** The decrypted original bytes of one bid (staff, after the opening). */
export async function downloadBid(bidId: string, fileName: string) {
  saveBlob(await apiBlob(bidApi.download, { bidId }, staff), fileName);
}

/**
 * 开标. The refusal (too few bids, before openTime, paused) is the server's message: the HTTP client shows it and
 * the tab keeps it on screen. Success moves the project to 评标中: the header, its buttons and the log follow.
 */
export function useOpenBids(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(openingApi.open, { projectId }, staff),
    onSuccess: (record) => {
      client.setQueryData(bidKeys.record('manage', projectId), record);
      void client.invalidateQueries({ queryKey: projectKeys.all });
      void client.invalidateQueries({ queryKey: bidKeys.list(projectId) });
    },
  });
}
