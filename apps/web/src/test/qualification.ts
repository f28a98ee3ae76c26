import type { Qualification } from '@swp/core/supplier/responses';

let nextId = 1;

/**
 * A 资质文件 row as the server sends it, for the tests of the tables that show one (供应商管理's review and the
 * supplier's own 资质文件 tab). Each call gets its own id, 证书类型 and file, so rows never collide by key; pass
 * only what the test is about.
 */
export function qualification(over: Partial<Qualification> = {}): Qualification {
  const id = nextId++;
  return {
    id,
    docType: `资质${id}`,
    docNumber: `NO-${id}`,
    issuer: '江城市住房和城乡建设局',
    validUntil: '2030-12-31',
    expiry: 'valid',
    file: {
      // padStart keeps the id a well-formed UUID past the ninth row too.
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      name: `资质${id}.pdf`,
      size: 2048,
      mimeType: 'application/pdf',
    },
    ...over,
  };
}
