import { EditOutlined } from '@ant-design/icons';
import { type SupplierSelf, updateSupplierProfileInput } from '@swp/core/supplier/index';
import { Alert, Button, Col, Descriptions, Form, Grid, Input, Row } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { timeCn } from './format.ts';
import { ProfileFormActions } from './ProfileFormActions.tsx';
import { profileOf } from './profile.ts';
import styles from './suppliers.module.css';
import { useProfileSave } from './useProfileSave.ts';

const field = updateSupplierProfileInput.shape;
const half = { xs: 24, md: 12 };

type Values = Omit<ReturnType<typeof profileOf>, 'licenceFileIds'>;

const orDash = (v: string) => v || '—';

function ProfileView({ company, onEdit }: { company: SupplierSelf; onEdit: () => void }) {
  // Two columns from md up with labels on one line; a phone's single column leaves the value the width.
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        styles={{ label: wide ? { width: 150, whiteSpace: 'nowrap' } : { width: 112 } }}
        data-testid="profile-view"
        items={[
          { key: 'companyName', label: '企业名称', children: company.companyName },
          { key: 'creditCode', label: '统一社会信用代码', children: company.creditCode },
          { key: 'legalPerson', label: '法定代表人', children: company.legalPerson },
          { key: 'contactName', label: '联系人', children: company.contactName },
          { key: 'account', label: '登录账号', children: company.account },
          { key: 'mobile', label: '手机号', children: company.mobile },
          { key: 'email', label: '电子邮箱', children: orDash(company.email) },
          { key: 'registeredAt', label: '注册时间', children: timeCn(company.registeredAt) },
          { key: 'address', label: '注册地址', span: 'filled', children: orDash(company.address) },
          {
            key: 'businessScope',
            label: '经营范围',
            span: 'filled',
            children: <span className={styles.preLine}>{orDash(company.businessScope)}</span>,
          },
        ]}
      />
      <div className={styles.tabActions}>
        <Button type="primary" icon={<EditOutlined />} onClick={onEdit} data-testid="profile-edit">
          编辑企业信息
        </Button>
      </div>
    </>
  );
}

function ProfileForm({ company, onDone }: { company: SupplierSelf; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { save, saving } = useProfileSave(company);
  const { licenceFileIds, ...initial } = profileOf(company);

  const finish = async (values: Values) => {
    if (await save({ ...values, licenceFileIds })) onDone();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={finish}
      requiredMark
      data-testid="profile-form"
    >
      <Alert
        type="warning"
        showIcon
        className={styles.keyWarning}
        title="企业名称、统一社会信用代码、法定代表人和营业执照是关键信息，修改后企业将重新进入待审核状态，审核通过前不能报名。"
        data-testid="key-field-warning"
      />
      <Row gutter={24}>
        <CompanyFields rules={field} testIdPrefix="profile" />
        <Col {...half}>
          <Form.Item label="电子邮箱" name="email" rules={[zodRule(field.email)]}>
            <Input maxLength={100} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="注册地址" name="address" rules={[zodRule(field.address)]}>
            <Input maxLength={200} placeholder="选填，与营业执照一致" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="经营范围" name="businessScope" rules={[zodRule(field.businessScope)]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount placeholder="选填" />
          </Form.Item>
        </Col>
      </Row>
      <ProfileFormActions saving={saving} onCancel={onDone} data-testid="profile-save" />
    </Form>
  );
}

/** 企业信息: the profile as staff review it, and its edit form (the sign-in mobile is changed by staff only). */
export function ProfileTab({ company }: { company: SupplierSelf }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileForm company={company} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView company={company} onEdit={() => setEditing(true)} />
  );
}
