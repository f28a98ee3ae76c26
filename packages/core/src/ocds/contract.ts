import { endpoint } from '../contract/endpoint.ts';
import { ocdsPackageInput, ocdsPackagesInput } from './schema.ts';

/**
 * 开放数据 (docs/integration.md fixes both: paths, methods, fields). Public, no sign-in. The success body is the
 * OCDS 1.1.5 release package itself (application/json), not the envelope; a refusal is the envelope. Declared as
 * a file: the caller takes the document as it is (the server declares its schema, ocds-response.ts).
 */
const tag = '开放数据 · OCDS';
const open = { public: true } as const;
const pkg = 'OCDS 1.1.5 发布包，直接作为应答内容（不在应答信封中）；拒绝时为 { code, msg }';

export const ocdsApi = {
  releasePackage: endpoint({
    method: 'GET',
    path: '/api/ocds/release-package',
    input: ocdsPackageInput,
    file: { contentType: 'application/json', description: pkg },
    access: open,
    summary: '一个已公开项目的 OCDS 发布包（download=1 时作为文件下载）',
    tag,
  }),
  releasePackages: endpoint({
    method: 'GET',
    path: '/api/ocds/release-packages',
    input: ocdsPackagesInput,
    file: { contentType: 'application/json', description: pkg },
    access: open,
    summary: '已公开项目的 OCDS 发布，新发布的在前，分页（links.next）；download=1 时全部在一个文件中',
    tag,
  }),
};
