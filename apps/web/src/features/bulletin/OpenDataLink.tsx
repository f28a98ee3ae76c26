import { DatabaseOutlined } from '@ant-design/icons';
import { ocdsApi } from '@swp/core/ocds/contract';
import { ocdsFileName } from '@swp/core/ocds/publishing';
import { Card, Typography } from 'antd';
import { withQuery } from '../../shared/url.ts';

/** The project's open data file: its OCDS release package from the public API, saved under the project's code. */
export const openDataHref = (projectId: number) => withQuery(ocdsApi.releasePackage.path, { projectId, download: 1 });

/**
 * Beside a published announcement: the link to the project's open data (docs/integration.md) — every published
 * announcement of the project in the international Open Contracting Data Standard, for anyone to audit.
 */
export function OpenDataLink({ projectId, projectCode }: { projectId: number; projectCode: string }) {
  return (
    <Card size="small" title="开放数据" data-testid="bulletin-open-data">
      <a href={openDataHref(projectId)} download={ocdsFileName(projectCode)} data-testid="bulletin-open-data-link">
        <DatabaseOutlined /> 开放数据 · OCDS
      </a>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '6px 0 0' }}>
        本项目已发布的全部公告，按国际开放合同数据标准（OCDS 1.1.5）整理的 JSON 文件，可供任何人下载核查。
      </Typography.Paragraph>
    </Card>
  );
}
