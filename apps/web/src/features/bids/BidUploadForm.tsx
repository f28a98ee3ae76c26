import { UploadOutlined } from '@ant-design/icons';
import type { BidReceipt } from '@swp/core/bid/responses';
import { bidUploadFields } from '@swp/core/bid/schema';
import { App, Button, Flex, Form, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { MoneyInput } from '../../shared/components/MoneyInput.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { formatDateTime } from '../projects/format.ts';
import { useBidUploaded } from './api.ts';
import { BID_FILE_ACCEPT, BID_FILE_HINT, bidFileProblem } from './files.ts';
import { uploadBid } from './upload.ts';

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
  onUploaded?: (receipt: BidReceipt) => void;
}

const fileRule = {
  validator: async (_: unknown, files: UploadFile[] | undefined) => {
    const file = files?.[0]?.originFileObj;
    if (!file) throw new Error('请选择投标文件');
    const problem = bidFileProblem(file);
    if (problem) throw new Error(problem);
  },
};

/**
 * 报价 and the bid file, sent together (fields before the file: see upload.ts) with the upload's progress. The
 * offer's rule is core's `bidUploadFields` (the server's own); the file is checked here first so a wrong one costs
 * no upload. A re-upload replaces the earlier file and price, so it is confirmed.
 */
export function BidUploadForm({ projectId, sectionId, replacing, closeFileupTime, onUploaded }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploaded = useBidUploaded();

  const send = async (values: Values) => {
    const file = values.file[0]?.originFileObj;
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      const offer = bidUploadFields.shape.offer.parse(values.offer);
      const receipt = await uploadBid({ projectId, sectionId, offer, file }, setPercent, controller.signal);
      feedback.success('投标文件上传成功，请核对并保存投标回执');
      form.resetFields();
      uploaded();
      onUploaded?.(receipt);
    } catch (err) {
      if ((err as Error).name === 'AbortError') feedback.info('已取消上传，之前递交的投标文件不受影响');
      // other failures: the server's message has been shown
    } finally {
      abort.current = null;
      setPercent(null);
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!replacing) return send(values);
    modal.confirm({
      title: '重新上传投标文件？',
      content: '重新上传将替换之前递交的投标文件和报价，以最后一次上传的为准，原回执作废。是否继续？',
      okText: '重新上传',
      cancelText: '取消',
      onOk: () => void send(values),
    });
  };

  const busy = percent !== null;
  return (
    <Form<Values> form={form} layout="vertical" disabled={busy} data-testid="bid-upload-form" style={{ maxWidth: 560 }}>
      <Form.Item label="投标报价（元）" name="offer" rules={[zodRule(bidUploadFields.shape.offer)]} required>
        <MoneyInput placeholder="请输入投标报价" data-testid="bid-offer" />
      </Form.Item>
      <Form.Item
        label="投标文件"
        name="file"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[fileRule]}
        required
        extra={BID_FILE_HINT}
      >
        <Upload accept={BID_FILE_ACCEPT} maxCount={1} beforeUpload={() => false} data-testid="bid-file">
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
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
          <Button onClick={() => abort.current?.abort()} disabled={false} data-testid="bid-cancel">
            取消上传
          </Button>
        ) : null}
        {closeFileupTime ? (
          <Typography.Text type="secondary">截止时间：{formatDateTime(closeFileupTime)}</Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
