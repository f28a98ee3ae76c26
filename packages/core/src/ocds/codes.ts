/**
 * The OCDS 1.1.5 code list values this platform uses (closed lists of ../shared/ocds/codelists, copied in
 * ./codelists; mapping.test.ts proves each value is in its list).
 */
export const OCDS_TENDER_STATUSES = [
  'planning',
  'planned',
  'active',
  'cancelled',
  'unsuccessful',
  'complete',
  'withdrawn',
] as const;
export type OcdsTenderStatus = (typeof OCDS_TENDER_STATUSES)[number];

export const OCDS_METHODS = ['open', 'selective', 'limited', 'direct'] as const;
export type OcdsMethod = (typeof OCDS_METHODS)[number];

export const OCDS_RELEASE_TAGS = [
  'tender',
  'tenderAmendment',
  'tenderUpdate',
  'tenderCancellation',
  'award',
  'awardUpdate',
  'awardCancellation',
  'contract',
] as const;
export type OcdsReleaseTag = (typeof OCDS_RELEASE_TAGS)[number];

export const OCDS_AWARD_STATUSES = ['pending', 'active', 'cancelled', 'unsuccessful'] as const;
export type OcdsAwardStatus = (typeof OCDS_AWARD_STATUSES)[number];

export const OCDS_CONTRACT_STATUSES = ['pending', 'active', 'cancelled', 'terminated'] as const;
export type OcdsContractStatus = (typeof OCDS_CONTRACT_STATUSES)[number];

export const OCDS_PARTY_ROLES = ['buyer', 'procuringEntity', 'tenderer', 'supplier'] as const;
export type OcdsPartyRole = (typeof OCDS_PARTY_ROLES)[number];

export const OCDS_DOCUMENT_TYPES = ['tenderNotice', 'awardNotice', 'clarifications', 'evaluationReports'] as const;
export type OcdsDocumentType = (typeof OCDS_DOCUMENT_TYPES)[number];
