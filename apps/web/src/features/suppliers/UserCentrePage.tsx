import { ReloadOutlined } from '@ant-design/icons';
import type { SupplierFile } from '@swp/core/supplier/index';
import { Badge, Button, Card, Grid, Tabs } from 'antd';
import { useState } from 'react';
import { FilePreviewModal } from '../../shared/components/FilePreviewModal.tsx';
import { PageLoading } from '../../shared/components/PageLoading.tsx';
import { PageResult } from '../../shared/components/PageResult.tsx';
import { fetchSupplierFile, useSupplierSelf } from './api.ts';
import { ContactsTab } from './ContactsTab.tsx';
import { LicencesTab } from './LicencesTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { profileOf } from './profile.ts';
import { QualificationsTab } from './QualificationsTab.tsx';
import { SupplierStatusBanner, SupplierStatusTag } from './SupplierStatusBanner.tsx';
import styles from './suppliers.module.css';

/**
 * /vender/layout/user — 用户中心: where the company stands (review, blacklist), then its profile, licence,
 * qualification documents and contacts. Every save reloads the company, so the banner follows a key change.
 */
export function UserCentrePage() {
  const self = useSupplierSelf();
  const [preview, setPreview] = useState<SupplierFile | null>(null);
  // Phones: tighter cards and tabs, so the four tabs stay in view without a 更多 menu.
  const wide = Grid.useBreakpoint().sm ?? true;
  const cardBody = { body: { padding: wide ? 24 : 16 } };

  if (self.isPending) {
    return <PageLoading />;
  }
  if (self.isError || !self.data) {
    return (
      <Card variant="borderless" data-testid="page">
        <PageResult
          status="warning"
          title="企业信息加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void self.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }

  const company = self.data;
  const attention = company.qualifications.filter((q) => q.expiry !== 'valid').length;
  // Each tab's form starts from what it shows as loaded: when that changes (a save), the tab is built afresh.
  const keys = {
    profile: JSON.stringify(profileOf(company)),
    licence: company.licences.map((f) => f.id).join(),
    contacts: JSON.stringify(company.contacts),
  };

  return (
    <div className={styles.userCentre} data-testid="page">
      <Card variant="borderless" styles={cardBody}>
        <div className={styles.companyHead}>
          <h1 className={styles.companyName} data-testid="company-name">
            {company.companyName}
          </h1>
          <SupplierStatusTag status={company.status} />
          <span className={styles.companyMeta}>
            账号 {company.account} · 统一社会信用代码 {company.creditCode}
          </span>
        </div>
        <SupplierStatusBanner company={company} />
      </Card>
      <Card variant="borderless" styles={cardBody}>
        <Tabs
          data-testid="user-centre-tabs"
          size={wide ? 'middle' : 'small'}
          tabBarGutter={wide ? undefined : 18}
          items={[
            { key: 'profile', label: '企业信息', children: <ProfileTab key={keys.profile} company={company} /> },
            {
              key: 'licence',
              label: '营业执照',
              children: <LicencesTab key={keys.licence} company={company} onPreview={setPreview} />,
            },
            {
              key: 'qualifications',
              label: (
                <span>
                  资质文件
                  {attention > 0 ? (
                    <Badge count={attention} size="small" style={{ marginInlineStart: 4 }} title="已过期或即将到期" />
                  ) : null}
                </span>
              ),
              children: <QualificationsTab qualifications={company.qualifications} onPreview={setPreview} />,
            },
            {
              key: 'contacts',
              label: '联系人',
              children: <ContactsTab key={keys.contacts} contacts={company.contacts} />,
            },
          ]}
        />
      </Card>
      <FilePreviewModal file={preview} load={(f) => fetchSupplierFile(f.id)} onClose={() => setPreview(null)} />
    </div>
  );
}
