import { UploadOutlined } from '@ant-design/icons';
import { bidUploadFields } from '@swp/core/bid/schema';
import { amountInCapitals } from '@swp/core/common/money';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { MoneyInput } from '../../shared/components/MoneyInput.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { BID_FILE_ACCEPT, BID_FILE_HINT, bidFileProblem } from './files.ts';

const fileRule = {
  validator: async (_: unknown, files: UploadFile[] | undefined) => {
    const file = files?.[0]?.originFileObj;
    if (!file) throw new Error('请选择投标文件');
    const problem = bidFileProblem(file);
    if (problem) throw new Error(problem);
  },
};

/** The 报价 in capitals while it is typed; empty until the figures are a valid price (core's rule). */
export function OfferCapitals({ offer }: { offer: string | undefined }) {
  const valid = bidUploadFields.shape.offer.safeParse(offer ?? '');
  const capitals = valid.success ? amountInCapitals(valid.data) : '';
  // The live region stays in the page from the start: screen readers announce changes only of a region they know.
  return (
    <div aria-live="polite" data-testid="bid-offer-capitals" style={{ minHeight: 22 }}>
      {capitals ? `大写：${capitals}` : ''}
    </div>
  );
}

/**
 * The 报价 (core's rule, the server's own, with its capitals as it is typed) and the bid file (checked here first so
 * a wrong one costs no upload): the fields both bid forms start with, 平台加密's and 投标人加密's.
 */
export function BidOfferFileFields({ offerTyped }: { offerTyped: string | undefined }) {
  return (
    <>
      <Form.Item
        label="投标报价（元）"
        name="offer"
        rules={[zodRule(bidUploadFields.shape.offer)]}
        required
        extra={<OfferCapitals offer={offerTyped} />}
      >
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
    </>
  );
}
