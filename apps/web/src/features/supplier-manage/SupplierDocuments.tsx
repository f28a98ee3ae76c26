import { EyeOutlined } from '@ant-design/icons';
import type { Qualification, SupplierContact, SupplierDetail, SupplierFile } from '@swp/core/supplier/responses';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { ValidUntil } from '../../shared/components/ValidUntil.tsx';
import { fileSize } from '../../shared/file-size.ts';

const dash = (v: string | null | undefined) => v || '—';

const previewButton = (file: SupplierFile, onPreview: (f: SupplierFile) => void) => (
  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onPreview(file)} data-testid="preview-file">
    预览
  </Button>
);

function licenceColumns(onPreview: (f: SupplierFile) => void): ColumnsType<SupplierFile> {
  return [
    { title: '文件名', dataIndex: 'name', minWidth: 200, ellipsis: true },
    { title: '大小', dataIndex: 'size', width: 96, render: (n: number) => fileSize(n) },
    { title: '操作', key: 'actions', width: 90, render: (_: unknown, f) => previewButton(f, onPreview) },
  ];
}

function qualificationColumns(onPreview: (f: SupplierFile) => void): ColumnsType<Qualification> {
  return [
    { title: '资质类型', dataIndex: 'docType', minWidth: 150, ellipsis: true },
    { title: '证书编号', dataIndex: 'docNumber', width: 150, ellipsis: true, render: dash },
    { title: '发证机关', dataIndex: 'issuer', width: 140, ellipsis: true, render: dash },
    { title: '有效期至', key: 'validUntil', width: 160, render: (_: unknown, q) => <ValidUntil row={q} /> },
    { title: '文件', key: 'file', width: 90, render: (_: unknown, q) => previewButton(q.file, onPreview) },
  ];
}

const contactColumns: ColumnsType<SupplierContact> = [
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '职务', dataIndex: 'position', width: 120, render: dash },
  { title: '手机号', dataIndex: 'mobile', width: 120 },
  { title: '电子邮箱', dataIndex: 'email', minWidth: 160, ellipsis: true, render: dash },
];

/** One titled table of the company's documents or contacts: every row shown, an empty one says what is missing. */
function SectionTable<T extends { id: number | string }>(props: {
  title: string;
  columns: ColumnsType<T>;
  rows: T[];
  empty: string;
  testId: string;
}) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {props.title}
      </Typography.Title>
      <DataTable<T>
        rowKey="id"
        columns={props.columns}
        dataSource={props.rows}
        pagination={false}
        locale={tableEmpty(props.empty)}
        data-testid={props.testId}
      />
    </section>
  );
}

/** 营业执照, 资质文件 (with their expiry) and 联系人 of a company under review; every file opens in the preview. */
export function SupplierDocuments({
  supplier,
  onPreview,
}: {
  supplier: SupplierDetail;
  onPreview: (file: SupplierFile) => void;
}) {
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <SectionTable
        title="营业执照"
        columns={licenceColumns(onPreview)}
        rows={supplier.licences}
        empty="未上传营业执照"
        testId="licence-table"
      />
      <SectionTable
        title="资质文件"
        columns={qualificationColumns(onPreview)}
        rows={supplier.qualifications}
        empty="暂无资质文件"
        testId="qualification-table"
      />
      <SectionTable
        title="联系人"
        columns={contactColumns}
        rows={supplier.contacts}
        empty="暂无其他联系人"
        testId="contact-table"
      />
    </Space>
  );
}
