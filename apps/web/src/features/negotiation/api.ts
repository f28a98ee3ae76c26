import { NegotiationPath } from '@swp/core/evaluation/paths';
import type { MyNegotiation, NegotiationList, NegotiationRound } from '@swp/core/evaluation/responses';
import type { OpenRoundInput } from '@swp/core/evaluation/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http.ts';

/**
 * 竞争性谈判 rounds (server: apps/server/src/modules/negotiation). Staff open a round on the 评标 tab; a bidder
 * still in the running sends its revised quote from 我的项目 before the round's deadline.
 */

export type { MyNegotiation, NegotiationList, NegotiationRound };

const staff = { area: 'manage' } as const;
const vender = { area: 'vender' } as const;

/** A round closes by the clock: both sides ask again every 15 seconds while one is open. */
const POLL_MS = 15_000;

export const negotiationKeys = {
  rounds: (projectId: number) => ['manage', 'negotiation', projectId] as const,
  mine: (projectId: number) => ['vender', 'negotiation', projectId] as const,
};

export function useNegotiationRounds(projectId: number) {
  return useQuery({
    queryKey: negotiationKeys.rounds(projectId),
    queryFn: () => http.post<NegotiationList>(NegotiationPath.list, { projectId }, { ...staff, silent: true }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.rounds.some((r) => !r.closed) ? POLL_MS : false),
  });
}

/** 发起新一轮谈判: the server's msg is the answer shown (e.g. 已发起第2轮谈判). */
export function useOpenRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenRoundInput) => http.postEnvelope<unknown>(NegotiationPath.open, input, staff),
    onSuccess: (_env, input) => client.invalidateQueries({ queryKey: negotiationKeys.rounds(Number(input.projectId)) }),
  });
}

/**
 * The open round and the company's own quotes. Asked only once the project was opened and the company bid; a
 * refusal (not a 竞争性谈判 project, not a bidder) means "nothing to show", so it is silent.
 */
export function useMyNegotiation(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: negotiationKeys.mine(projectId),
    queryFn: () => http.post<MyNegotiation>(NegotiationPath.mine, { projectId }, { ...vender, silent: true }),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.openRound ? POLL_MS : false),
  });
}

export function useSubmitOffer(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: string) => http.postEnvelope<unknown>(NegotiationPath.offer, { projectId, offer }, vender),
    onSuccess: () => client.invalidateQueries({ queryKey: negotiationKeys.mine(projectId) }),
  });
}
