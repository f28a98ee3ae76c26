import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format.ts';

interface Props {
  savedAt: number | null;
  dirty: boolean;
  autosaveFailed: boolean;
  /** Why the autosave waits (a figure the server would not keep). */
  blocked: string | null;
  saving: boolean;
  submitting: boolean;
  onSave: () => void;
  /** Checks the sheet: false when something is missing or wrong (the sheet shows what), so no confirmation opens. */
  canSubmit: () => boolean;
  onSubmit: () => void;
}

const clock = (ms: number) => formatDateTime(new Date(ms).toISOString(), true).slice(11);

/** 暂存 and 提交 under a sheet, with when the server last kept it; 提交 is confirmed: it locks the sheet. */
export function SheetActions(props: Props) {
  const [confirming, setConfirming] = useState(false);
  const state = props.blocked ? (
    <Typography.Text type="warning" data-testid="autosave-blocked">
      {props.blocked}（内容已保存在本机）
    </Typography.Text>
  ) : props.autosaveFailed ? (
    <Typography.Text type="danger" data-testid="autosave-failed">
      自动暂存失败，内容已保存在本机，请点击“暂存”重试
    </Typography.Text>
  ) : props.savedAt ? (
    <Typography.Text type="secondary" data-testid="saved-at">
      已暂存 {clock(props.savedAt)}
      {props.dirty ? '，有新的修改' : ''}
    </Typography.Text>
  ) : props.dirty ? (
    <Typography.Text type="secondary">内容已保存在本机，停止输入后自动暂存</Typography.Text>
  ) : null;
  return (
    <Flex justify="flex-end" align="center" gap={12} wrap style={{ marginTop: 16 }}>
      {state}
      <Button loading={props.saving} onClick={props.onSave} data-testid="sheet-save">
        暂存
      </Button>
      <Popconfirm
        title="提交后不能修改，确认提交？"
        open={confirming}
        onOpenChange={(open) => setConfirming(open && props.canSubmit())}
        onConfirm={() => {
          setConfirming(false);
          props.onSubmit();
        }}
        okText="确认提交"
        cancelText="取消"
      >
        <Button type="primary" loading={props.submitting} data-testid="sheet-submit">
          提交
        </Button>
      </Popconfirm>
    </Flex>
  );
}
