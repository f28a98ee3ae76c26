import type { BidReceipt } from '@swp/core/bid/responses';
import { bidUploadFields } from '@swp/core/bid/schema';
import { Button, Flex, Form, Progress, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format.ts';
import { BidConfirmDialog, type PendingBid } from './BidConfirmDialog.tsx';
import { BidOfferFileFields } from './BidOfferFileFields.tsx';
import { useBidSend } from './useBidSend.ts';

interface Values {
  offer: string;
  file: UploadFile[];
}

interface Props {
  projectId: number;
  sectionId: number | null;
  /** A bid is already lodged: this upload replaces it (confirmed first). */
  replacing: boolean;
  closeFileupTime: string | null;
  /** Named in the confirmation, so the bidder sees where the price goes. */
  projectName?: string;
  sectionName?: string | null;
  onUploaded?: (receipt: BidReceipt) => void;
}

/**
 * 报价 and the bid file, sent together (fields before the file: see upload.ts) with the upload's progress. The
 * offer's rule is core's `bidUploadFields` (the server's own); the file is checked here first so a wrong one costs
 * no upload. The price is binding: its capitals show as it is typed, and nothing is sent before the bidder
 * confirmed figures, capitals and file in BidConfirmDialog (which also warns when a re-upload replaces a bid).
 */
export function BidUploadForm(props: Props) {
  const { replacing, closeFileupTime } = props;
  const [form] = Form.useForm<Values>();
  const offerTyped = Form.useWatch('offer', form);
  const [pending, setPending] = useState<PendingBid | null>(null);
  const upload = useBidSend(props);

  const send = async ({ offer, file }: PendingBid) => {
    if (await upload.send({ offer, file }, '投标文件上传成功，请核对并保存投标回执')) form.resetFields();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    const file = values?.file[0]?.originFileObj;
    if (!values || !file) return;
    const offer = bidUploadFields.shape.offer.parse(values.offer);
    setPending({ offer, file, projectName: props.projectName, sectionName: props.sectionName });
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    void send(pending);
  };

  const percent = upload.percent;
  const busy = percent !== null;
  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={busy}
        data-testid="bid-upload-form"
        style={{ maxWidth: 560 }}
      >
        <BidOfferFileFields offerTyped={offerTyped} />
        {busy ? (
          <Progress
            percent={percent}
            size="small"
            status="active"
            style={{ marginBottom: 12 }}
            data-testid="bid-progress"
          />
        ) : null}
        <Flex gap={12} align="center" wrap>
          <Button type="primary" onClick={submit} loading={busy} disabled={false} data-testid="bid-submit">
            {replacing ? '重新上传' : '上传投标文件'}
          </Button>
          {busy ? (
            <Button onClick={upload.cancel} disabled={false} data-testid="bid-cancel">
              取消上传
            </Button>
          ) : null}
          {closeFileupTime ? (
            <Typography.Text type="secondary">截止时间：{formatDateTime(closeFileupTime)}</Typography.Text>
          ) : null}
        </Flex>
      </Form>
      <BidConfirmDialog pending={pending} replacing={replacing} onConfirm={confirm} onCancel={() => setPending(null)} />
    </>
  );
}
