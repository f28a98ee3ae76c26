import type { EnrolmentRow } from '@swp/core/enrol/responses';
import type { SupplierFile } from '@swp/core/supplier/responses';
import { Button, Descriptions, Drawer, Flex, Space, Typography } from 'antd';
import { CompanyDocumentTables } from '../../shared/components/CompanyDocumentTables.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { PassEnrolmentButton } from './EnrolmentReviewModals.tsx';
import { EnrolmentStatusTag } from './EnrolmentStatusTag.tsx';

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
          <CompanyDocumentTables
            licences={e.licences}
            qualifications={e.qualifications}
            onPreview={show}
            withIssuer={false}
            testIds={{ licences: 'enrolment-licences', qualifications: 'enrolment-qualifications' }}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
