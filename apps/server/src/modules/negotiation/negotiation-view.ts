/**
 * 竞争性谈判's facts and answers, without the database: whether a round takes quotes, who is still in the running,
 * and the rounds as answered — each round's quotes sealed until its deadline passed, like the bids before 开标.
 */
import { formatDateTimeCn, type MyNegotiation, type myNegotiationOutput, type negotiationRoundOutput } from '@swp/core';
import type { z } from 'zod';
import type { StoredPreliminaryResult } from '../evaluation/evaluation-stored.ts';
import type { listOffersOfBids, listProjectOffers, RoundRow } from './negotiation.repo.ts';

type RoundOutput = z.output<typeof negotiationRoundOutput>;
type ProjectOffer = Awaited<ReturnType<typeof listProjectOffers>>[number];
type OwnOffer = Awaited<ReturnType<typeof listOffersOfBids>>[number];

/** A round takes quotes until its deadline (strictly before it: at the deadline it is closed). */
export const isRoundOpen = (round: Pick<RoundRow, 'deadline'>, now: Date) => now.getTime() < round.deadline.getTime();

export const roundStillOpen = (round: RoundRow) =>
  `第${round.round}轮谈判尚未截止（${formatDateTimeCn(round.deadline.getTime())}截止），截止后才能发起下一轮`;

/** The bids still in the running (by their rows' keys): those that passed 初步评审. */
export const passedBidIds = (preliminary: readonly StoredPreliminaryResult[]) =>
  new Set(preliminary.filter((p) => p.passed).map((p) => p.bidId));

export function toRoundOutput(round: RoundRow, offers: readonly ProjectOffer[], now: Date): RoundOutput {
  const closed = !isRoundOpen(round, now);
  return {
    round: round.round,
    note: round.note,
    deadline: round.deadline.toISOString(),
    closed,
    offers: closed
      ? offers
          .filter((o) => o.roundId === round.id)
          .map((o) => ({
            bidId: o.publicId,
            companyName: o.companyName,
            offer: o.offer,
            submittedAt: o.submittedAt.toISOString(),
          }))
      : null,
  };
}

export function toMyNegotiation(openRound: RoundRow | null, own: readonly OwnOffer[]): MyNegotiation {
  const answer: z.output<typeof myNegotiationOutput> = {
    openRound: openRound
      ? { round: openRound.round, note: openRound.note, deadline: openRound.deadline.toISOString() }
      : null,
    myOffers: own.map((o) => ({ round: o.round, offer: o.offer, submittedAt: o.submittedAt.toISOString() })),
  };
  return answer;
}
