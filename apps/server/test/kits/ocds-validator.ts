/**
 * Validates a release package against the official OCDS 1.1.5 schema (./schema, copied from open-contracting/
 * standard, Apache-2.0): draft-04 with OCDS's extra keywords, so Ajv in draft-04 mode, non-strict (docs/integration.md).
 * Offline: the release schema the package schema `$ref`s is registered under its official id. Used by the server
 * tests and the e2e check of the bulletin's download.
 */
import fs from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const readSchema = (name: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../src/modules/ocds/schema/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

let compiled: ReturnType<Ajv['compile']> | undefined;

function validator() {
  if (!compiled) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(readSchema('release-schema.json'));
    compiled = ajv.compile(readSchema('release-package-schema.json'));
  }
  return compiled;
}

/** The schema's complaints about the package (path and message each); empty when it is valid. */
export function ocdsErrors(releasePackage: unknown): string[] {
  const validate = validator();
  if (validate(releasePackage)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
