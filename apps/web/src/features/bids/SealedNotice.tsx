import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { formatDateTime } from '../../shared/format.ts';

/** Before the opening: nothing of any bid is shown to anyone, and the page says so instead of an empty table. */
export function SealedNotice({ openTime, detail }: { openTime: string | null; detail?: string }) {
  return (
    <Result
      icon={<LockOutlined style={{ color: '#0b5cad' }} />}
      title="投标文件已加密密封，开标前任何人不能查看"
      subTitle={
        detail ??
        `开标时间：${formatDateTime(openTime)}。开标后可在此查看各投标人的投标文件、报价和校验结果，并下载原文件。`
      }
      data-testid="bids-sealed"
    />
  );
}
