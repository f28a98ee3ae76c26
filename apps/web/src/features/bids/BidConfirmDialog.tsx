import { amountInCapitals, formatYuan } from '@swp/core/common/money';
import { Alert, Checkbox, Descriptions, Modal, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
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
  /**
   * 投标人加密: the file and the 报价 are sealed in this browser under the bidder's 解密口令. The dialog then warns
   * that a lost passphrase and key file make the bid count as withdrawn, and the bidder must tick that it knows.
   */
  bidderSealed?: boolean;
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
export function BidConfirmDialog({ pending, replacing, bidderSealed = false, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const [understood, setUnderstood] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const capitals = pending ? amountInCapitals(pending.offer) : '';
  return (
    <Modal
      open={pending !== null}
      title={<span id={titleId}>{replacing ? '确认重新上传投标文件' : '确认投标报价和投标文件'}</span>}
      okText={bidderSealed ? '确认并加密' : replacing ? '确认重新上传' : '确认上传'}
      cancelText="返回修改"
      onOk={onConfirm}
      onCancel={onCancel}
      okButtonProps={{ disabled: bidderSealed && !understood }}
      afterOpenChange={(open) => {
        if (open) summary.current?.focus();
        else setUnderstood(false);
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
          <Typography.Paragraph>
            {bidderSealed
              ? '请逐项核对。确认后报价和投标文件将在本机用您的解密口令加密，再上传密封文件；开标时由您解密后公开唱标。'
              : '请逐项核对。上传后报价随投标文件一并加密密封，开标时公开唱标。'}
          </Typography.Paragraph>
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
          {bidderSealed ? (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 12 }}
                title="请牢记解密口令，并保存解密密钥文件"
                description={
                  '开标时须由您在开标大厅输入解密口令或载入解密密钥文件解密投标文件。平台不保存口令和密钥，无法找回；' +
                  '因遗失而未能解密的，视为撤销投标文件（《电子招标投标办法》第三十一条）。' +
                  (replacing ? '重新上传后须使用本次的口令或密钥文件，之前的密钥文件不再适用。' : '')
                }
                data-testid="bid-seal-warning"
              />
              <Checkbox
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
                style={{ marginTop: 12 }}
                data-testid="bid-seal-understood"
              >
                我已牢记解密口令，并将在加密完成后下载、妥善保存解密密钥文件
              </Checkbox>
            </>
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
