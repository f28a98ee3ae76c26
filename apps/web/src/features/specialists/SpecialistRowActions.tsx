import { DownOutlined } from '@ant-design/icons';
import { Permission } from '@swp/core/permissions';
import type { SpecialistListItem } from '@swp/core/specialist/index';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { AddToBlacklistModal } from '../../shared/blacklist/AddToBlacklistModal.tsx';
import { usePermission } from '../../shared/hooks/usePermission.ts';
import { maskMobile } from './AccountModal.tsx';
import { useDeleteSpecialist, useResetPassword } from './api.ts';

export interface RowHandlers {
  onDetail: (row: SpecialistListItem) => void;
  onEdit: (row: SpecialistListItem) => void;
  onFreeze: (row: SpecialistListItem, mode: 'freeze' | 'unfreeze') => void;
  onOpenAccount: (row: SpecialistListItem) => void;
}

/*
 * A confirm's onOk swallows the failure (the HTTP client has shown the server's message): a rejected onOk would
 * surface as an unhandled rejection in antd.
 */

/**
 * 详情 · 编辑 · 冻结/解冻 · 更多 (开通账号 or 重置密码, 删除). 删除 is offered for every expert: the server removes one
 * never drawn and archives one with a history (kept for the committee records), with the same answer either way, so
 * neither the menu nor the answer tells whether the expert sits on a committee the viewer may not see.
 */
export function SpecialistRowActions({ row, handlers }: { row: SpecialistListItem; handlers: RowHandlers }) {
  const { modal } = App.useApp();
  const reset = useResetPassword();
  const remove = useDeleteSpecialist();
  // 加入黑名单 belongs to 供应商管理 (system:suppler); the modal is mounted once first asked for, not for every row.
  const mayBlacklist = usePermission(Permission.suppler);
  const [blacklist, setBlacklist] = useState({ mounted: false, open: false });

  const confirmReset = () =>
    modal.confirm({
      title: `重置专家“${row.name}”的密码？`,
      content: `系统将生成新密码并通过短信发送至 ${maskMobile(row.mobile)}，原密码立即失效，专家已登录的会话将被退出。`,
      okText: '重置并发送短信',
      onOk: async () => {
        const env = await reset.mutateAsync({ id: row.id }).catch(() => null);
        if (env) feedback.success(env.msg || '密码已重置');
      },
    });

  const confirmDelete = () =>
    modal.confirm({
      title: `删除专家“${row.name}”？`,
      content: '删除后该专家不再出现在专家库中，也不会再被抽取；已有的抽取和评审记录仍保留其姓名。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await remove.mutateAsync({ id: row.id }).catch(() => null)) feedback.success('专家已删除');
      },
    });

  const more: MenuProps['items'] = [
    row.account
      ? { key: 'reset', label: '重置密码', onClick: confirmReset }
      : { key: 'account', label: '开通账号', onClick: () => handlers.onOpenAccount(row) },
    ...(mayBlacklist
      ? [
          {
            key: 'blacklist',
            label: '加入黑名单',
            danger: true,
            onClick: () => setBlacklist({ mounted: true, open: true }),
          },
        ]
      : []),
    { key: 'delete', label: '删除', danger: true, onClick: confirmDelete },
  ];

  return (
    <Space size={0} data-testid={`row-actions-${row.mobile}`}>
      <Button type="link" size="small" onClick={() => handlers.onDetail(row)}>
        详情
      </Button>
      <Button type="link" size="small" onClick={() => handlers.onEdit(row)}>
        编辑
      </Button>
      {row.status === 'frozen' ? (
        <Button type="link" size="small" onClick={() => handlers.onFreeze(row, 'unfreeze')}>
          解冻
        </Button>
      ) : (
        <Button type="link" size="small" danger onClick={() => handlers.onFreeze(row, 'freeze')}>
          冻结
        </Button>
      )}
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      </Dropdown>
      {blacklist.mounted ? (
        <AddToBlacklistModal
          open={blacklist.open}
          preset={{ targetType: 'specialist', targetId: row.id, targetName: row.name, detail: row.employer }}
          onClose={() => setBlacklist({ mounted: true, open: false })}
        />
      ) : null}
    </Space>
  );
}
