import { PlusOutlined } from '@ant-design/icons';
import {
  EXPIRY_WARNING_DAYS,
  formatDayCn,
  MAX_QUALIFICATIONS,
  type Qualification,
  type SupplierFile,
} from '@swp/core/supplier/index';
import { Alert, Button, Empty, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { useRemoveQualification } from './api.ts';
import { QualificationExpiryTag } from './QualificationExpiryTag.tsx';
import { QualificationModal } from './QualificationModal.tsx';
import styles from './suppliers.module.css';

interface Props {
  qualifications: Qualification[];
  onPreview: (file: SupplierFile) => void;
}

const listOf = (docs: Qualification[]) =>
  docs.map((d) => `${d.docType}（${d.validUntil ? formatDayCn(d.validUntil) : ''}）`).join('、');

/** The documents that need the company's attention: expired first, then those about to expire. */
export function ExpiryAlerts({ qualifications }: { qualifications: Qualification[] }) {
  const expired = qualifications.filter((q) => q.expiry === 'expired');
  const expiring = qualifications.filter((q) => q.expiry === 'expiring');
  if (expired.length === 0 && expiring.length === 0) return null;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 12 }}>
      {expired.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`以下资质文件已过期，请尽快上传新证书：${listOf(expired)}`}
          data-testid="expired-alert"
        />
      ) : null}
      {expiring.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`以下资质文件将在${EXPIRY_WARNING_DAYS}天内到期，请及时更新：${listOf(expiring)}`}
          data-testid="expiring-alert"
        />
      ) : null}
    </Space>
  );
}

/** 资质文件: the documents with their standing, added and replaced in a modal, deleted after a confirmation. */
export function QualificationsTab({ qualifications, onPreview }: Props) {
  // undefined: closed; null: adding; a document: editing it.
  const [editing, setEditing] = useState<Qualification | null | undefined>(undefined);
  const remove = useRemoveQualification();

  const columns: ColumnsType<Qualification> = [
    { title: '资质名称', dataIndex: 'docType', minWidth: 150 },
    { title: '证书编号', dataIndex: 'docNumber', width: 150 },
    { title: '发证机关', dataIndex: 'issuer', width: 150 },
    {
      title: '有效期至',
      dataIndex: 'validUntil',
      width: 110,
      render: (v: string | null) => v ?? '长期有效',
    },
    {
      title: '状态',
      dataIndex: 'expiry',
      width: 90,
      align: 'center',
      render: (v: Qualification['expiry']) => <QualificationExpiryTag expiry={v} />,
    },
    {
      title: '文件',
      key: 'file',
      width: 160,
      ellipsis: true,
      render: (_, q) => (
        <Button type="link" size="small" className={styles.cellLink} onClick={() => onPreview(q.file)}>
          {q.file.name}
        </Button>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, q) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(q)} data-testid="qualification-edit">
            编辑
          </Button>
          <Popconfirm
            title="删除资质文件"
            description={`确定删除“${q.docType}”吗？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync({ id: q.id }).then(
                () => feedback.success('资质文件已删除'),
                () => undefined, // the HTTP client has shown the server's message
              )
            }
          >
            <Button type="link" size="small" danger data-testid="qualification-remove">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ExpiryAlerts qualifications={qualifications} />
      <div className={styles.toolbar}>
        <span className={styles.toolbarHint}>资质到期前 {EXPIRY_WARNING_DAYS} 天会在此提醒，请及时上传新证书。</span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={qualifications.length >= MAX_QUALIFICATIONS}
          onClick={() => setEditing(null)}
          data-testid="qualification-add"
        >
          新增资质
        </Button>
      </div>
      <DataTable<Qualification>
        rowKey="id"
        columns={columns}
        dataSource={qualifications}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资质文件，点击“新增资质”上传" />,
        }}
        data-testid="qualification-table"
      />
      <QualificationModal editing={editing} onClose={() => setEditing(undefined)} onPreview={onPreview} />
    </>
  );
}
