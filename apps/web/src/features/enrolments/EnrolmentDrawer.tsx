import { EyeOutlined } from '@ant-design/icons';
import type { EnrolmentRow } from '@swp/core/enrol/responses';
import type { Qualification, SupplierFile } from '@swp/core/supplier/responses';
import { Button, Descriptions, Drawer, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { ValidUntil } from '../../shared/components/ValidUntil.tsx';
import { fileSize } from '../../shared/file-size.ts';
import { formatDateTime } from '../projects/format.ts';
import { PassEnrolmentButton } from './EnrolmentReviewModals.tsx';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';

const preview = (file: SupplierFile, onPreview: (f: SupplierFile) => void) => (
  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onPreview(file)} data-testid="preview-file">
    预览
  </Button>
);

const licenceColumns = (onPreview: (f: SupplierFile) => void): ColumnsType<SupplierFile> => [
  { title: '文件名', dataIndex: 'name', minWidth: 200, ellipsis: true },
  { title: '大小', dataIndex: 'size', width: 96, render: (n: number) => fileSize(n) },
  { title: '操作', key: 'preview', width: 90, render: (_: unknown, f) => preview(f, onPreview) },
];

const qualificationColumns = (onPreview: (f: SupplierFile) => void): ColumnsType<Qualification> => [
  { title: '资质类型', dataIndex: 'docType', minWidth: 150, ellipsis: true },
  { title: '证书编号', dataIndex: 'docNumber', width: 140, ellipsis: true, render: (v: string) => v || '—' },
  { title: '有效期至', key: 'validUntil', width: 160, render: (_: unknown, q) => <ValidUntil row={q} /> },
  { title: '文件', key: 'file', width: 90, render: (_: unknown, q) => preview(q.file, onPreview) },
];

interface Props {
  projectId: number;
  enrolment: EnrolmentRow | null;
  onClose: () => void;
  onPreview: (enrolment: EnrolmentRow, file: SupplierFile) => void;
  onFail: (enrolment: EnrolmentRow) => void;
}

/**
 * The company behind an enrolment, for the 资格审查: its registered data, 营业执照 and 资质文件 (with their expiry,
 * each opened in the preview), and the review so far; 通过 / 不通过 while it is 待审查.
 */
export function EnrolmentDrawer({ projectId, enrolment: e, onClose, onPreview, onFail }: Props) {
  const show = (file: SupplierFile) => e && onPreview(e, file);
  return (
    <Drawer
      open={e != null}
      title={e ? `报名资料：${e.companyName}` : '报名资料'}
      size="large"
      onClose={onClose}
      destroyOnHidden
      data-testid="enrolment-drawer"
      footer={
        e?.status === 'pending' ? (
          <Flex justify="end" gap={8}>
            <Button danger onClick={() => onFail(e)} data-testid="enrolment-fail">
              不通过
            </Button>
            <PassEnrolmentButton projectId={projectId} enrolment={e} />
          </Flex>
        ) : null
      }
    >
      {e ? (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 132 } }}
            items={[
              { key: 'company', label: '供应商名称', children: e.companyName },
              { key: 'code', label: '统一社会信用代码', children: e.creditCode },
              { key: 'legal', label: '法定代表人', children: e.legalPerson },
              { key: 'contact', label: '联系人', children: `${e.contactName}  ${e.mobile}` },
              ...(e.sectionName ? [{ key: 'section', label: '报名标段', children: e.sectionName }] : []),
              { key: 'at', label: '报名时间', children: formatDateTime(e.enrolledAt) },
              {
                key: 'status',
                label: '审查结果',
                children: (
                  <Space size={8} wrap>
                    <EnrolmentStatusTag status={e.status} />
                    {e.reviewedByName ? (
                      <Typography.Text type="secondary">
                        {e.reviewedByName} · {formatDateTime(e.reviewedAt)}
                      </Typography.Text>
                    ) : null}
                  </Space>
                ),
              },
              ...(e.reason ? [{ key: 'reason', label: '审查意见', children: e.reason }] : []),
            ]}
          />
          <section>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              营业执照
            </Typography.Title>
            <DataTable<SupplierFile>
              rowKey="id"
              columns={licenceColumns(show)}
              dataSource={e.licences}
              pagination={false}
              locale={tableEmpty('未上传营业执照')}
              data-testid="enrolment-licences"
            />
          </section>
          <section>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              资质文件
            </Typography.Title>
            <DataTable<Qualification>
              rowKey="id"
              columns={qualificationColumns(show)}
              dataSource={e.qualifications}
              pagination={false}
              locale={tableEmpty('暂无资质文件')}
              data-testid="enrolment-qualifications"
            />
          </section>
        </Space>
      ) : null}
    </Drawer>
  );
}
