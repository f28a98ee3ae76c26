import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES } from '../announcement/schema.ts';
import { PROJECT_STATES, type ProjectState } from '../project/lifecycle.ts';
import { PURCHASE_WAYS } from '../project/purchase-way.ts';
import { ocdsAmount } from './amount.ts';
import {
  OCDS_AWARD_STATUSES,
  OCDS_CONTRACT_STATUSES,
  OCDS_DOCUMENT_TYPES,
  OCDS_METHODS,
  OCDS_PARTY_ROLES,
  OCDS_RELEASE_TAGS,
  OCDS_TENDER_STATUSES,
} from './codes.ts';
import {
  failureTags,
  OCDS_AWARD_STATUS,
  OCDS_CONTRACT_STATUS,
  OCDS_METHOD,
  OCDS_RELEASE,
  OCDS_TENDER_STATUS,
  ocdsMethodDetails,
} from './mapping.ts';

/** The codes of an official code list (the copy in ./codelists): its `Code` column (never quoted, never after one). */
function codeList(name: string) {
  const [header = '', ...lines] = fs
    .readFileSync(new URL(`./codelists/${name}.csv`, import.meta.url), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const column = header.split(',').indexOf('Code');
  return lines.map((line) => line.split(',')[column]);
}

describe('the codes used are in the OCDS 1.1.5 code lists', () => {
  it.each([
    ['tenderStatus', OCDS_TENDER_STATUSES],
    ['method', OCDS_METHODS],
    ['releaseTag', OCDS_RELEASE_TAGS],
    ['awardStatus', OCDS_AWARD_STATUSES],
    ['contractStatus', OCDS_CONTRACT_STATUSES],
    ['partyRole', OCDS_PARTY_ROLES],
    ['documentType', OCDS_DOCUMENT_TYPES],
  ] as const)('%s', (list, codes) => {
    const official = codeList(list);
    for (const code of codes) expect(official, code).toContain(code);
  });
});

/** What each project state reads as in OCDS: tender.status, award status, contract status. */
const EXPECTED: Record<ProjectState, [string, string | null, string | null]> = {
  draft: ['planning', null, null],
  approved: ['planned', null, null],
  announced: ['active', null, null],
  enrolling: ['active', null, null],
  bidding: ['active', null, null],
  awaitingOpening: ['active', null, null],
  evaluating: ['active', null, null],
  evaluated: ['active', null, null],
  publicity: ['active', 'pending', null],
  awarded: ['complete', 'active', 'pending'],
  failed: ['unsuccessful', 'cancelled', null],
};

describe('project state → OCDS statuses', () => {
  it.each(PROJECT_STATES)('%s', (state) => {
    const [tender, award, contract] = EXPECTED[state];
    expect(OCDS_TENDER_STATUS[state]).toBe(tender);
    expect(OCDS_AWARD_STATUS[state]).toBe(award);
    expect(OCDS_CONTRACT_STATUS[state]).toBe(contract);
  });
});

describe('purchase way → procurementMethod', () => {
  it('maps each way, with its Chinese name as the details', () => {
    expect(PURCHASE_WAYS.map((way) => [OCDS_METHOD[way], ocdsMethodDetails(way)])).toEqual([
      ['open', '询价采购'],
      ['limited', '竞争性谈判采购'],
      ['open', '公开招标'],
      ['selective', '邀请招标'],
    ]);
  });
});

describe('announcement type → release', () => {
  it('tags each published announcement and names the state it leads to', () => {
    expect(ANNOUNCEMENT_TYPES.map((type) => [type, OCDS_RELEASE[type].tag, OCDS_RELEASE[type].state])).toEqual([
      ['tender', ['tender'], 'enrolling'],
      ['correction', ['tenderAmendment'], null],
      ['result', ['award'], 'publicity'],
      ['win', ['award', 'contract'], 'awarded'],
      ['failure', ['tenderUpdate'], 'failed'],
    ]);
  });

  it('cancels a proposed award with the tender on 流标', () => {
    expect(failureTags(false)).toEqual(['tenderUpdate']);
    expect(failureTags(true)).toEqual(['tenderUpdate', 'awardCancellation']);
  });
});

describe('ocdsAmount', () => {
  it('reads decimal strings exactly to the fen', () => {
    expect(ocdsAmount('1234567.50')).toBe(1234567.5);
    expect(ocdsAmount('0.10')).toBe(0.1);
    expect(ocdsAmount('800000.00')).toBe(800000);
    expect(ocdsAmount('12.3')).toBe(12.3);
    expect(ocdsAmount('-5.01')).toBe(-5.01);
    expect(ocdsAmount('90071992547409.91')).toBe(90071992547409.91);
  });

  it('refuses what it cannot send exactly', () => {
    expect(() => ocdsAmount('90071992547409.92')).toThrow('too large');
    expect(() => ocdsAmount('1.005')).toThrow('not a decimal');
    expect(() => ocdsAmount('1e5')).toThrow('not a decimal');
    expect(() => ocdsAmount('')).toThrow('not a decimal');
  });
});
