import { ENROLMENT_STATUS_LABELS, ENROLMENT_STATUSES, type EnrolmentStatus } from '@swp/core/enrol/labels';
import type { EnrolmentRow } from '@swp/core/enrol/responses';
import type { ProjectDetail } from '@swp/core/project/api';
import type { SupplierFile } from '@swp/core/supplier/responses';
import { Button, Flex, Input, Segmented, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { FilePreviewModal, type PreviewedFile } from '../../shared/components/FilePreviewModal.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { CLEARABLE_INPUT } from '../../shared/forms/clearable.tsx';
import { fetchEnrolmentFile, useProjectEnrolments } from './api.ts';
import { EnrolmentDrawer } from './EnrolmentDrawer.tsx';
import { FailEnrolmentModal, PassEnrolmentButton } from './EnrolmentReviewModals.tsx';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';

type Filter = EnrolmentStatus | 'all';

function columns(
  withSections: boolean,
  projectId: number,
  handlers: { open: (row: EnrolmentRow) => void; fail: (row: EnrolmentRow) => void },
): ColumnsType<EnrolmentRow> {
  return [
    {
      title: '供应商',
      key: 'company',
      minWidth: 260,
      render: (_: unknown, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Link onClick={() => handlers.open(row)} ellipsis data-testid="enrolment-company">
            {row.companyName}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.creditCode}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(withSections ? [{ title: '标段', dataIndex: 'sectionName', width: 140, ellipsis: true }] : []),
    {
      title: '联系人',
      key: 'contact',
      width: 130,
      render: (_: unknown, r) => (
        <Flex vertical>
          <span>{r.contactName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.mobile}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '报名时间', dataIndex: 'enrolledAt', width: 140, render: (v: string) => formatDateTime(v) },
    {
      title: '审查结果',
      key: 'status',
      width: 172,
      render: (_: unknown, r) => (
        <Flex vertical align="flex-start" gap={2}>
          <EnrolmentStatusTag status={r.status} />
          {r.reviewedByName ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.reviewedByName} {formatDateTime(r.reviewedAt)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: '审查意见',
      dataIndex: 'reason',
      minWidth: 160,
      ellipsis: true,
      render: (v?: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => handlers.open(r)} data-testid="enrolment-open">
            资料
          </Button>
          {r.status === 'pending' ? (
            <>
              <PassEnrolmentButton projectId={projectId} enrolment={r} size="small" />
              <Button type="link" size="small" danger onClick={() => handlers.fail(r)} data-testid="enrolment-fail">
                不通过
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
}

const matches = (row: EnrolmentRow, keyword: string) =>
  !keyword || row.companyName.includes(keyword) || row.creditCode.includes(keyword.toUpperCase());

/**
 * 报名审查 tab (docs/product.md, system:project): every enrolment of the project with the company's data; its
 * documents open in a drawer with a preview; 通过 / 不通过 (with reason) while 待审查. The server answers the whole
 * list (docs/integration.md `{ list, total }`), so the filters and pages are the browser's.
 */
export function EnrolmentReviewTab({ project }: { project: ProjectDetail }) {
  const list = useProjectEnrolments(project.id);
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [failing, setFailing] = useState<EnrolmentRow | null>(null);
  const [preview, setPreview] = useState<{ enrolmentId: number; file: SupplierFile } | null>(null);
  const all = list.data?.list ?? [];
  const rows = all.filter((r) => (filter === 'all' || r.status === filter) && matches(r, keyword.trim()));
  // The drawer follows the list: after a review it shows the new result.
  const open = all.find((r) => r.id === openId) ?? null;

  const cols = useMemo(
    () => columns(project.sections.length > 0, project.id, { open: (r) => setOpenId(r.id), fail: setFailing }),
    [project.sections.length, project.id],
  );
  const count = (s: EnrolmentStatus) => all.filter((r) => r.status === s).length;
  const options = [
    { value: 'all' as Filter, label: `全部 ${all.length}` },
    ...ENROLMENT_STATUSES.map((s) => ({ value: s as Filter, label: `${ENROLMENT_STATUS_LABELS[s]} ${count(s)}` })),
  ];

  return (
    <div data-testid="enrolment-review">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Segmented<Filter> options={options} value={filter} onChange={setFilter} data-testid="enrolment-filter" />
        <Input.Search
          allowClear={CLEARABLE_INPUT}
          placeholder="供应商名称或统一社会信用代码"
          onSearch={setKeyword}
          style={{ width: 280 }}
          data-testid="enrolment-search"
        />
      </Flex>
      <DataTable<EnrolmentRow>
        rowKey="id"
        columns={cols}
        dataSource={rows}
        loading={list.isFetching}
        locale={listEmpty(list, '暂无供应商报名', all.length > 0 && '没有符合条件的报名')}
        pagination={{ pageSize: 10, showSizeChanger: true, showTotal: (n) => `共 ${n} 条`, hideOnSinglePage: true }}
        data-testid="enrolment-table"
      />
      <EnrolmentDrawer
        projectId={project.id}
        enrolment={open}
        onClose={() => setOpenId(null)}
        onPreview={(e, file) => setPreview({ enrolmentId: e.id, file })}
        onFail={setFailing}
      />
      <FailEnrolmentModal projectId={project.id} enrolment={failing} onClose={() => setFailing(null)} />
      <FilePreviewModal
        file={(preview?.file as PreviewedFile | undefined) ?? null}
        load={(f) => fetchEnrolmentFile(preview?.enrolmentId ?? 0, f.id)}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
