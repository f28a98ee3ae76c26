/**
 * Open data (docs/integration.md): every published project as an OCDS 1.1.5 release package, served by the
 * public calls of contract.ts. The numbers and names those packages and their downloads use.
 */
/** Projects per page of `releasePackages`. */
export const OCDS_PAGE_SIZE = 20;

/** The prefix the tests and demo use unless OCDS_PREFIX is set: `test00` marks it as not a registered one. */
export const OCDS_TEST_PREFIX = 'ocds-test00';

/** The refusal of a project that is unknown or has nothing published yet (a draft is never disclosed). */
export const OCDS_NOT_PUBLIC = '项目不存在或尚未公开';

/** The file name of one project's package download. */
export const ocdsFileName = (projectCode: string) => `ocds-${projectCode}.json`;

/** The package's publisher: the platform that publishes the data. */
export const OCDS_PUBLISHER_NAME = '水务集团电子采购交易平台';

/** The file name of the bulk download (every published project's releases in one package). */
export const OCDS_BULK_FILE_NAME = 'ocds-release-packages.json';
