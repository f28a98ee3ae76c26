import { Card, Tabs, type TabsProps } from 'antd';
import { AccountsTab } from '../../../features/accounts/AccountsTab.tsx';
import { RolesTab } from '../../../features/accounts/RolesTab.tsx';
import { AuditLogPanel } from '../../../features/audit-log/AuditLogPanel.tsx';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';

/**
 * The tabs of 账号管理, one entry each: 操作日志 joins them as one more line. Only the open tab is rendered, so
 * each loads its data when first shown.
 */
export const ACCOUNT_TABS: NonNullable<TabsProps['items']> = [
  { key: 'accounts', label: '账号', children: <AccountsTab /> },
  { key: 'roles', label: '角色', children: <RolesTab /> },
  { key: 'logs', label: '操作日志', children: <AuditLogPanel /> },
];

/**
 * /manage/layout/account — 账号管理 (sys:user:user, docs/product.md): staff accounts, roles and the whole 操作日志.
 * It composes the accounts and audit-log features, hence its place in the manage area.
 */
export function AccountsPage() {
  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>账号管理</PageTitle>
      <Tabs items={ACCOUNT_TABS} destroyOnHidden data-testid="account-tabs" />
    </Card>
  );
}
