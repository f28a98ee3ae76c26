import { amountInCapitals, formatYuan } from '@swp/core/common/money';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useId, useRef } from 'react';
import { fileSize } from '../../shared/file-size.ts';

/** What is about to be lodged, as the bidder must check it: the price is binding once the bids close. */
export interface PendingBid {
  /** The 报价 as core's schema normalised it (`1280000.50`). */
  offer: string;
  file: File;
  projectName?: string;
  sectionName?: string | null;
}

interface Props {
  pending: PendingBid | null;
  /** A bid is already lodged: this one replaces its file and price. */
  replacing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last look before a bid is sealed. Why a dialog rather than typing the price twice: a bidder who mistypes a
 * digit tends to mistype it the same way twice (the figures are copied from the same sheet), while the capitals
 * read back in words (壹佰贰拾捌万) make a slipped digit or a misplaced decimal point obvious — that is why Chinese
 * practice writes both. The dialog shows figures, capitals and the file side by side.
 *
 * Keyboard and screen readers: on opening, focus goes to the summary itself (tabindex -1, named by the title and
 * described by the figures), so a screen reader reads the price in both forms before any button, and Enter
 * cannot lodge a bid unread; Tab reaches 返回修改 then 确认上传, Esc goes back to the form.
 */
export function BidConfirmDialog({ pending, replacing, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const summary = useRef<HTMLElement>(null);
  const capitals = pending ? amountInCapitals(pending.offer) : '';
  return (
    <Modal
      open={pending !== null}
      title={<span id={titleId}>{replacing ? '确认重新上传投标文件' : '确认投标报价和投标文件'}</span>}
      okText={replacing ? '确认重新上传' : '确认上传'}
      cancelText="返回修改"
      onOk={onConfirm}
      onCancel={onCancel}
      afterOpenChange={(open) => {
        if (open) summary.current?.focus();
      }}
      destroyOnHidden
      width={560}
    >
      {pending ? (
        <section
          ref={summary}
          tabIndex={-1}
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-offer ${titleId}-capitals ${titleId}-file`}
          style={{ outline: 'none' }}
          data-testid="bid-confirm-summary"
        >
          <Typography.Paragraph>请逐项核对。上传后报价随投标文件一并加密密封，开标时公开唱标。</Typography.Paragraph>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 112 } }}
            items={[
              ...(pending.projectName ? [{ key: 'project', label: '项目名称', children: pending.projectName }] : []),
              ...(pending.sectionName ? [{ key: 'section', label: '标段', children: pending.sectionName }] : []),
              {
                key: 'offer',
                label: '投标报价（小写）',
                children: (
                  <Typography.Text strong id={`${titleId}-offer`} data-testid="bid-confirm-offer">
                    {formatYuan(pending.offer)}
                  </Typography.Text>
                ),
              },
              {
                key: 'capitals',
                label: '投标报价（大写）',
                children: (
                  <Typography.Text strong id={`${titleId}-capitals`} data-testid="bid-confirm-capitals">
                    {capitals}
                  </Typography.Text>
                ),
              },
              {
                key: 'file',
                label: '投标文件',
                children: (
                  <span id={`${titleId}-file`} style={{ wordBreak: 'break-all' }} data-testid="bid-confirm-file">
                    {pending.file.name}（{fileSize(pending.file.size)}）
                  </span>
                ),
              },
            ]}
          />
          {replacing ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title="重新上传将替换之前递交的投标文件和报价，以最后一次上传的为准，原回执作废。"
            />
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
