import type { SupplierContact, SupplierDetail, SupplierFile } from '@swp/core/supplier/responses';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CompanyDocumentTables } from '../../shared/components/CompanyDocumentTables.tsx';
import { SectionTable } from '../../shared/components/SectionTable.tsx';

const dash = (v: string | null | undefined) => v || '—';

const contactColumns: ColumnsType<SupplierContact> = [
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '职务', dataIndex: 'position', width: 120, render: dash },
  { title: '手机号', dataIndex: 'mobile', width: 120 },
  { title: '电子邮箱', dataIndex: 'email', minWidth: 160, ellipsis: true, render: dash },
];

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
      <CompanyDocumentTables
        licences={supplier.licences}
        qualifications={supplier.qualifications}
        onPreview={onPreview}
        withIssuer
        testIds={{ licences: 'licence-table', qualifications: 'qualification-table' }}
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
