import { OCDS_NOT_PUBLIC, OCDS_PAGE_SIZE, OCDS_PUBLISHER_NAME, type OcdsPackagesInput, ocdsApi } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import {
  announcementFiles,
  openings,
  projectFacts,
  publishedAnnouncements,
  publishedProjectPage,
} from './ocds.repo.ts';
import { type OcdsLinks, type OcdsRelease, projectReleases } from './ocds-release.ts';

export interface ReleasePackage {
  uri: string;
  version: '1.1';
  publishedDate: string;
  publisher: { name: string };
  releases: OcdsRelease[];
  links?: { next: string };
}

/** The releases of the projects, each project's oldest first, in the order of `projectIds`. */
async function releasesOf(deps: Deps, projectIds: number[], links: OcdsLinks): Promise<OcdsRelease[]> {
  const [projects, notices, opened] = await Promise.all([
    projectFacts(deps.db, projectIds),
    publishedAnnouncements(deps.db, projectIds),
    openings(deps.db, projectIds),
  ]);
  const files = await announcementFiles(
    deps.db,
    notices.map((n) => n.id),
  );
  return projectIds.flatMap((id) => {
    const project = projects.find((p) => p.id === id);
    if (!project) return [];
    const facts = {
      project,
      announcements: notices.filter((n) => n.projectId === id),
      files,
      opening: opened.find((o) => o.projectId === id),
    };
    return projectReleases(facts, deps.config.ocdsPrefix, links);
  });
}

/** The package's date: its latest release's (the same data always answers the same package). */
const latest = (releases: OcdsRelease[], fallback: Date) =>
  releases.map((r) => r.date).reduce((a, b) => (a > b ? a : b), fallback.toISOString());

const packageOf = (uri: string, releases: OcdsRelease[], now: Date): ReleasePackage => ({
  uri,
  version: '1.1',
  publishedDate: releases.length > 0 ? latest(releases, new Date(0)) : now.toISOString(),
  publisher: { name: OCDS_PUBLISHER_NAME },
  releases,
});

/** One project's package; a project with nothing published is 项目不存在或尚未公开, as if it did not exist. */
export async function projectPackage(deps: Deps, projectId: number, links: OcdsLinks): Promise<ReleasePackage> {
  const releases = await releasesOf(deps, [projectId], links);
  if (releases.length === 0) throw notFound(OCDS_NOT_PUBLIC);
  return packageOf(`${links.base}${ocdsApi.releasePackage.path}?projectId=${projectId}`, releases, deps.clock.now());
}

const pageUrl = (links: OcdsLinks, since: string | undefined, page: number) => {
  const query = new URLSearchParams({ ...(since ? { since } : {}), page: String(page) });
  return `${links.base}${ocdsApi.releasePackages.path}?${query}`;
};

/**
 * A page of published projects, most recently published first, as one package of their releases, with
 * `links.next` while more follow. `sinceText` is the caller's `since` as given, kept in the links.
 */
export async function packagesPage(
  deps: Deps,
  input: Pick<OcdsPackagesInput, 'since' | 'page'>,
  sinceText: string | undefined,
  links: OcdsLinks,
): Promise<ReleasePackage> {
  const offset = (input.page - 1) * OCDS_PAGE_SIZE;
  const { projectIds, total } = await publishedProjectPage(deps.db, { since: input.since }, OCDS_PAGE_SIZE, offset);
  const releases = await releasesOf(deps, projectIds, links);
  const found = packageOf(pageUrl(links, sinceText, input.page), releases, deps.clock.now());
  return offset + OCDS_PAGE_SIZE < total
    ? { ...found, links: { next: pageUrl(links, sinceText, input.page + 1) } }
    : found;
}

/** Every published project (since `since`) in one package: the bulk download. */
export async function allPackages(
  deps: Deps,
  input: Pick<OcdsPackagesInput, 'since'>,
  sinceText: string | undefined,
  links: OcdsLinks,
): Promise<ReleasePackage> {
  const releases: OcdsRelease[] = [];
  for (let offset = 0; ; offset += OCDS_PAGE_SIZE) {
    const { projectIds } = await publishedProjectPage(deps.db, { since: input.since }, OCDS_PAGE_SIZE, offset);
    releases.push(...(await releasesOf(deps, projectIds, links)));
    if (projectIds.length < OCDS_PAGE_SIZE) break;
  }
  const query = new URLSearchParams({ ...(sinceText ? { since: sinceText } : {}), download: '1' });
  return packageOf(`${links.base}${ocdsApi.releasePackages.path}?${query}`, releases, deps.clock.now());
}
