import { EyeOutlined } from '@ant-design/icons';
import type { Qualification, SupplierFile } from '@swp/core/supplier/responses';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fileSize } from '../file-size.ts';
import { SectionTable } from './SectionTable.tsx';
import { ValidUntil } from './ValidUntil.tsx';

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

// 报名审查 leaves out 发证机关 and gives 证书编号 the room it frees; both widths are as each drawer had them.
function qualificationColumns(onPreview: (f: SupplierFile) => void, withIssuer: boolean): ColumnsType<Qualification> {
  return [
    { title: '资质类型', dataIndex: 'docType', minWidth: 150, ellipsis: true },
    { title: '证书编号', dataIndex: 'docNumber', width: withIssuer ? 150 : 140, ellipsis: true, render: dash },
    ...(withIssuer
      ? [{ title: '发证机关', dataIndex: 'issuer', width: 140, ellipsis: true, render: dash } as const]
      : []),
    { title: '有效期至', key: 'validUntil', width: 160, render: (_: unknown, q) => <ValidUntil row={q} /> },
    { title: '文件', key: 'file', width: 90, render: (_: unknown, q) => previewButton(q.file, onPreview) },
  ];
}

/**
 * A company's 营业执照 and 资质文件 (with their expiry) as two titled tables, every file opened in the preview —
 * what 供应商管理 and 报名审查 both show of the company under review. The caller lays them out with its other sections.
 */
export function CompanyDocumentTables(props: {
  licences: SupplierFile[];
  qualifications: Qualification[];
  onPreview: (file: SupplierFile) => void;
  withIssuer: boolean;
  testIds: { licences: string; qualifications: string };
}) {
  // A fragment would sit inside the drawer's Space as one item, with no gap between the two tables.
  return (
    <Flex vertical gap={20}>
      <SectionTable
        title="营业执照"
        columns={licenceColumns(props.onPreview)}
        rows={props.licences}
        empty="未上传营业执照"
        testId={props.testIds.licences}
      />
      <SectionTable
        title="资质文件"
        columns={qualificationColumns(props.onPreview, props.withIssuer)}
        rows={props.qualifications}
        empty="暂无资质文件"
        testId={props.testIds.qualifications}
      />
    </Flex>
  );
}
