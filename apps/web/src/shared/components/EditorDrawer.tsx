import { Button, Drawer, type DrawerProps, Space, Spin } from 'antd';
import type { ReactNode } from 'react';

/**
 * A long editor in a wide drawer (公告模板, 评分标准): a click beside it does not close it (the close asks first when
 * something was typed: the caller's `onClose`), a spinner while what is edited loads, the buttons at the top right.
 */
export function EditorDrawer({
  title,
  size,
  loading,
  onClose,
  extra,
  styles,
  children,
  'data-testid': testId,
}: {
  title: ReactNode;
  size: DrawerProps['size'];
  /** What is edited is still loading: a spinner stands in for the form. */
  loading: boolean;
  onClose: () => void;
  extra: ReactNode;
  styles?: DrawerProps['styles'];
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Drawer
      open
      title={title}
      size={size}
      onClose={onClose}
      maskClosable={false}
      destroyOnHidden
      extra={extra}
      styles={styles}
      data-testid={testId}
    >
      {loading ? <Spin style={{ display: 'block', margin: '80px auto' }} /> : children}
    </Drawer>
  );
}

/** 取消 and 保存, the editor's buttons. */
export function SaveCancel({
  onCancel,
  onSave,
  saving,
  disabled,
  'data-testid': testId,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled?: boolean;
  /** The 保存 button's. */
  'data-testid'?: string;
}) {
  return (
    <Space>
      <Button onClick={onCancel}>取消</Button>
      <Button type="primary" loading={saving} onClick={onSave} disabled={disabled} data-testid={testId}>
        保存
      </Button>
    </Space>
  );
}
