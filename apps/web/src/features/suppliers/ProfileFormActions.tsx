import { Button, Space } from 'antd';

/** 保存 (submits the form) and 取消 (back to the read-only view; held while the save is under way). */
export function ProfileFormActions({
  saving,
  onCancel,
  'data-testid': testId,
}: {
  saving: boolean;
  onCancel: () => void;
  /** The 保存 button's. */
  'data-testid': string;
}) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={testId}>
        保存
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        取消
      </Button>
    </Space>
  );
}
