/**
 * Helpers for the open-data tests (test-only; imported by *.test.ts files): fetch a package as a visitor would
 * (no token) and fail unless it validates against the official OCDS 1.1.5 schema.
 */
import { ocdsApi } from '@swp/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { announcements } from '../../src/db/schema/index.ts';
import type { ReleasePackage } from '../../src/modules/ocds/ocds.service.ts';
import { ocdsErrors } from './ocds-validator.ts';

export const fetchPackage = (app: FastifyInstance, projectId: number, query: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: ocdsApi.releasePackage.path, query: { projectId: String(projectId), ...query } });

export const fetchPackages = (app: FastifyInstance, query: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: ocdsApi.releasePackages.path, query });

/** A package that must be served as JSON and be valid OCDS: the package and its text (to search for leaks). */
export async function validPackage(response: Awaited<ReturnType<typeof fetchPackage>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const pkg = response.json() as ReleasePackage;
  expect(ocdsErrors(pkg), response.body.slice(0, 500)).toEqual([]);
  return { pkg, text: response.body };
}

export async function projectPackageOk(app: FastifyInstance, projectId: number) {
  return validPackage(await fetchPackage(app, projectId));
}

/** Fails naming each confidential value the serialized package holds. */
export function expectNone(text: string, secrets: (string | null | undefined)[]) {
  const found = secrets.filter((s): s is string => !!s && text.includes(s));
  expect(found, 'confidential values in the package').toEqual([]);
}

/**
 * The 招标公告 of a project the tendering kits made directly in 报名中 (they skip the announcement): the row as
 * publishing leaves it, published when its enrolment opened.
 */
export async function publishedTenderRow(
  db: Db,
  project: {
    id: number;
    projectName: string;
    enrollTime: Date | null;
    enrollEndTime: Date | null;
    closeFileupTime: Date | null;
    openTime: Date | null;
  },
) {
  const [row] = await db
    .insert(announcements)
    .values({
      projectId: project.id,
      type: 'tender',
      title: `${project.projectName}招标公告`,
      status: 'published',
      html: `<h2>${project.projectName}招标公告</h2>`,
      enrollTime: project.enrollTime,
      enrollEndTime: project.enrollEndTime,
      closeFileupTime: project.closeFileupTime,
      openTime: project.openTime,
      contacts: '李工',
      mobile: '13900001111',
      publishedAt: project.enrollTime,
    })
    .returning();
  return row!;
}
