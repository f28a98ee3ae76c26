import { refusalSchema } from '@swp/core/envelope';
import { z } from 'zod';

/**
 * What the OCDS routes answer with HTTP 200, declared like every route's answer (the serializer sends nothing
 * undeclared): the release package as ocds-release.ts builds it — the official schema (./schema) is what the
 * tests validate it against — or, when refused, the refusal envelope. Told apart by `code`, which a package
 * never has.
 */
const org = z.object({ id: z.string(), name: z.string() });
const value = z.object({ amount: z.number(), currency: z.literal('CNY') });
const document = z.object({
  id: z.string(),
  documentType: z.string().optional(),
  title: z.string(),
  url: z.string(),
  datePublished: z.string(),
  format: z.string(),
  language: z.string(),
});

const release = z.object({
  ocid: z.string(),
  id: z.string(),
  date: z.string(),
  tag: z.array(z.string()),
  initiationType: z.literal('tender'),
  language: z.string(),
  parties: z.array(org.extend({ roles: z.array(z.string()) })),
  buyer: org,
  tender: z.object({
    id: z.string(),
    title: z.string(),
    status: z.string(),
    procuringEntity: org,
    procurementMethod: z.string(),
    procurementMethodDetails: z.string(),
    mainProcurementCategory: z.string().optional(),
    value,
    submissionMethod: z.array(z.string()),
    tenderPeriod: z.object({ startDate: z.string().optional(), endDate: z.string().optional() }).optional(),
    documents: z.array(document),
    numberOfTenderers: z.number().int().optional(),
    tenderers: z.array(org).optional(),
  }),
  awards: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.string(),
        date: z.string(),
        value: value.optional(),
        suppliers: z.array(org).optional(),
        documents: z.array(document),
      }),
    )
    .optional(),
  contracts: z
    .array(
      z.object({ id: z.string(), awardID: z.string(), title: z.string(), status: z.string(), value: value.optional() }),
    )
    .optional(),
});

export const releasePackageSchema = z
  .object({
    uri: z.string(),
    version: z.string(),
    publishedDate: z.string(),
    publisher: z.object({ name: z.string() }),
    releases: z.array(release),
    links: z.object({ next: z.string() }).optional(),
  })
  .meta({ description: 'OCDS 1.1.5 发布包（release package），非统一应答信封' });

const failures = { '4xx': refusalSchema, '5xx': refusalSchema };

/** The `response` of an OCDS route: the package, or a refusal. */
export const ocdsAnswers = {
  200: z
    .union([releasePackageSchema, refusalSchema])
    .meta({ description: 'OCDS 1.1.5 发布包，直接作为应答内容（不在应答信封中）；拒绝时为 { code, msg }' }),
  ...failures,
};
