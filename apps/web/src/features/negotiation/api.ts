import { negotiationApi } from '@swp/core/evaluation/negotiation-contract';
import type { MyNegotiation, NegotiationList, NegotiationRound } from '@swp/core/evaluation/responses';
import type { OpenRoundInput } from '@swp/core/evaluation/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiEnvelope } from '../../app/api.ts';

/**
 * 竞争性谈判 rounds (server: apps/server/src/modules/negotiation). Staff open a round on the 评标 tab, the committee's
 * chair on the 竞争性谈判 tab of 在线评标 (or records why none is held); a bidder still in the running sends its
 * revised quote from 我的项目 before the round's deadline.
 */

export type { MyNegotiation, NegotiationList, NegotiationRound };

const vender = { area: 'vender' } as const;
const specialist = { area: 'specialist' } as const;

/** Who reads and opens rounds: staff of 项目管理 (评标 tab) or a member of the committee (在线评标). */
export type RoundsArea = 'manage' | 'specialist';

/** A round closes by the clock: both sides ask again every 15 seconds while one is open. */
const POLL_MS = 15_000;

export const negotiationKeys = {
  rounds: (projectId: number, area: RoundsArea = 'manage') => [area, 'negotiation', projectId] as const,
  mine: (projectId: number) => ['vender', 'negotiation', projectId] as const,
};

export function useNegotiationRounds(projectId: number, area: RoundsArea = 'manage') {
  return useQuery({
    queryKey: negotiationKeys.rounds(projectId, area),
    queryFn: () => api(negotiationApi.list, { projectId }, { area, silent: true }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.rounds.some((r) => !r.closed) ? POLL_MS : false),
  });
}

/** 发起新一轮谈判: the server's msg is the answer shown (e.g. 已发起第2轮谈判). The phase bar reads the rounds too. */
export function useOpenRound(area: RoundsArea = 'manage') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenRoundInput) => apiEnvelope(negotiationApi.open, input, { area }),
    onSuccess: (_env, input) => {
      void client.invalidateQueries({ queryKey: negotiationKeys.rounds(Number(input.projectId), area) });
      // the phase bar (staff progress, the expert's workspace) names the round too
      void client.invalidateQueries({ queryKey: [area, 'evaluation'] });
    },
  });
}

/** 不进行谈判: the chair records the committee's reason; the workspace (phase bar, chair panel) is asked again. */
export function useWaiveNegotiation(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiEnvelope(negotiationApi.waive, { projectId, reason }, specialist),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: negotiationKeys.rounds(projectId, 'specialist') });
      void client.invalidateQueries({ queryKey: ['specialist', 'evaluation'] });
    },
  });
}

/**
 * The open round and the company's own quotes. Asked only once the project was opened and the company bid; a
 * refusal (not a 竞争性谈判 project, not a bidder) means "nothing to show", so it is silent.
 */
export function useMyNegotiation(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: negotiationKeys.mine(projectId),
    queryFn: () => api(negotiationApi.mine, { projectId }, { ...vender, silent: true }),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.openRound ? POLL_MS : false),
  });
}

export function useSubmitOffer(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: string) => apiEnvelope(negotiationApi.offer, { projectId, offer }, vender),
    onSuccess: () => client.invalidateQueries({ queryKey: negotiationKeys.mine(projectId) }),
  });
}
