import { DownloadOutlined, LockOutlined, UploadOutlined } from '@ant-design/icons';
import type { BidReceipt } from '@swp/core/bid/responses';
import { bidUploadFields } from '@swp/core/bid/schema';
import { Alert, Button, Checkbox, Flex, Form, Input, Progress, Typography, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { saveBlob } from '../../shared/download.ts';
import { formatDateTime } from '../../shared/format.ts';
import { sameAs } from '../../shared/forms/zodRule.ts';
import { BidConfirmDialog, type PendingBid } from './BidConfirmDialog.tsx';
import { BidOfferFileFields } from './BidOfferFileFields.tsx';
import { keyFileName, type SealedBidFile, sealBidFile } from './bidder-seal.ts';
import { PASSPHRASE_MAX_LENGTH, passphraseProblem, passphraseStrength, STRENGTH_LABELS } from './passphrase.ts';
import { useBidSend } from './useBidSend.ts';

interface Values {
  offer: string;
  file: UploadFile[];
  passphrase: string;
  passphraseAgain: string;
}

interface Props {
  projectId: number;
  sectionId: number | null;
  replacing: boolean;
  closeFileupTime: string | null;
  projectName?: string;
  sectionName?: string | null;
  onUploaded?: (receipt: BidReceipt) => void;
}

/** A sealed bid waiting for its upload, or uploaded: its key file stays on offer until the page is left. */
interface Sealed extends SealedBidFile {
  fileName: string;
  uploaded: boolean;
}

const passphraseRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const problem = passphraseProblem(value);
    if (problem) throw new Error(problem);
  },
};

const KEEP_KEY_NOTE =
  '请先下载并妥善保存解密密钥文件（可用于代替解密口令），再上传密封投标文件。遗失口令和密钥文件将无法解密，视为撤销投标文件。';

const STRENGTH_TYPE = { weak: 'danger', fair: 'warning', strong: 'success' } as const;

/** The strength while the passphrase is typed, and what makes a good one (said before the bidder types). */
function StrengthHint({ passphrase }: { passphrase: string | undefined }) {
  const strength = passphrase ? passphraseStrength(passphrase) : null;
  return (
    <div aria-live="polite" data-testid="bid-passphrase-strength">
      {strength ? (
        <Typography.Text type={STRENGTH_TYPE[strength]}>口令强度：{STRENGTH_LABELS[strength]}　</Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        至少8个字符，建议12个以上并混合字母、数字和符号（也可用一句只有您知道的中文）。口令只在本机使用，不会发送给平台。
      </Typography.Text>
    </div>
  );
}

/**
 * 投标 for a 投标人加密 project: the 报价, the bid file and a 解密口令 typed twice. After the bidder confirmed figures,
 * capitals and file and acknowledged what a lost passphrase means (BidConfirmDialog), the browser seals file and
 * 报价 (bidder-seal.ts, with progress), offers the 解密密钥文件, and uploads the sealed file without any 报价 field
 * once the bidder ticked that the key is kept. The 平台加密 form (BidUploadForm) is another component, unchanged.
 */
export function BidderSealForm(props: Props) {
  const { replacing, closeFileupTime } = props;
  const [form] = Form.useForm<Values>();
  const offerTyped = Form.useWatch('offer', form);
  const passphraseTyped = Form.useWatch('passphrase', form);
  const [pending, setPending] = useState<(PendingBid & { passphrase: string }) | null>(null);
  const [sealPercent, setSealPercent] = useState<number | null>(null);
  const [sealed, setSealed] = useState<Sealed | null>(null);
  const [keySaved, setKeySaved] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const sending = useBidSend(props);
  const uploadPercent = sending.percent;

  const downloadKey = () => {
    if (!sealed) return;
    saveBlob(new Blob([sealed.keyFile], { type: 'application/json' }), keyFileName(sealed.fileName, sealed.sealId));
  };

  const seal = async ({ offer, file, passphrase }: PendingBid & { passphrase: string }) => {
    const controller = new AbortController();
    abort.current = controller;
    setSealed(null);
    setKeySaved(false);
    setSealPercent(0);
    try {
      const result = await sealBidFile({ file, offer, passphrase }, setSealPercent, controller.signal);
      setSealed({ ...result, fileName: file.name, uploaded: false });
      form.resetFields(['passphrase', 'passphraseAgain']);
    } catch (err) {
      if ((err as Error).name === 'AbortError') feedback.info('已取消加密');
      else feedback.error(`投标文件加密失败：${(err as Error).message}`);
    } finally {
      abort.current = null;
      setSealPercent(null);
    }
  };

  const upload = async () => {
    if (!sealed) return;
    const lodged = await sending.send(
      { file: sealed.file },
      '密封投标文件上传成功，请核对投标回执，并妥善保管解密口令和解密密钥文件',
    );
    if (!lodged) return;
    setSealed({ ...sealed, uploaded: true });
    form.resetFields();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    const file = values?.file[0]?.originFileObj;
    if (!values || !file) return;
    const offer = bidUploadFields.shape.offer.parse(values.offer);
    setPending({
      offer,
      file,
      passphrase: values.passphrase,
      projectName: props.projectName,
      sectionName: props.sectionName,
    });
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    void seal(pending);
  };

  const sealing = sealPercent !== null;
  const uploading = uploadPercent !== null;
  const waiting = sealed !== null && !sealed.uploaded;
  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={sealing || uploading || waiting}
        data-testid="bid-upload-form"
        style={{ maxWidth: 560 }}
      >
        <BidOfferFileFields offerTyped={offerTyped} />
        <Form.Item
          label="解密口令"
          name="passphrase"
          rules={[passphraseRule]}
          required
          extra={<StrengthHint passphrase={passphraseTyped} />}
        >
          <Input.Password
            maxLength={PASSPHRASE_MAX_LENGTH}
            autoComplete="new-password"
            placeholder="开标时用于解密投标文件"
            data-testid="bid-passphrase"
          />
        </Form.Item>
        <Form.Item
          label="再次输入解密口令"
          name="passphraseAgain"
          dependencies={['passphrase']}
          rules={[{ required: true, message: '请再次输入解密口令' }, sameAs('passphrase', '两次输入的解密口令不一致')]}
          required
        >
          <Input.Password
            maxLength={PASSPHRASE_MAX_LENGTH}
            autoComplete="new-password"
            data-testid="bid-passphrase-again"
          />
        </Form.Item>
        {sealing ? (
          <div style={{ marginBottom: 12 }}>
            <Typography.Text>正在本机加密投标文件和报价…</Typography.Text>
            <Progress percent={sealPercent} size="small" status="active" data-testid="bid-seal-progress" />
          </div>
        ) : null}
        {!waiting ? (
          <Flex gap={12} align="center" wrap>
            <Button
              type="primary"
              icon={<LockOutlined />}
              onClick={submit}
              loading={sealing}
              disabled={uploading}
              data-testid="bid-submit"
            >
              {replacing ? '加密并重新上传' : '加密并上传'}
            </Button>
            {sealing ? (
              <Button onClick={() => abort.current?.abort()} disabled={false} data-testid="bid-cancel">
                取消加密
              </Button>
            ) : null}
            {closeFileupTime ? (
              <Typography.Text type="secondary">截止时间：{formatDateTime(closeFileupTime)}</Typography.Text>
            ) : null}
          </Flex>
        ) : null}
      </Form>
      {sealed ? (
        <Alert
          type={sealed.uploaded ? 'success' : 'warning'}
          showIcon
          style={{ marginTop: 16, maxWidth: 560 }}
          data-testid="bid-sealed"
          title={
            sealed.uploaded
              ? '密封投标文件已上传。请妥善保管解密口令和解密密钥文件，开标时凭其解密。'
              : '投标文件和报价已在本机加密完成，尚未上传'
          }
          description={
            <Flex vertical gap={12} align="start" style={{ marginTop: 4 }}>
              {sealed.uploaded ? null : <Typography.Text>{KEEP_KEY_NOTE}</Typography.Text>}
              <Button icon={<DownloadOutlined />} onClick={downloadKey} data-testid="bid-key-download">
                {sealed.uploaded ? '再次下载解密密钥文件' : '下载解密密钥文件'}
              </Button>
              {sealed.uploaded ? null : (
                <>
                  <Checkbox
                    checked={keySaved}
                    onChange={(e) => setKeySaved(e.target.checked)}
                    disabled={uploading}
                    data-testid="bid-key-saved"
                  >
                    我已牢记解密口令并保存了解密密钥文件
                  </Checkbox>
                  {uploading ? (
                    <Progress
                      percent={uploadPercent}
                      size="small"
                      status="active"
                      style={{ width: '100%' }}
                      data-testid="bid-progress"
                    />
                  ) : null}
                  <Flex gap={12} wrap>
                    <Button
                      type="primary"
                      icon={<UploadOutlined />}
                      disabled={!keySaved}
                      loading={uploading}
                      onClick={upload}
                      data-testid="bid-upload-sealed"
                    >
                      上传密封投标文件
                    </Button>
                    {uploading ? (
                      <Button onClick={sending.cancel} data-testid="bid-cancel">
                        取消上传
                      </Button>
                    ) : (
                      <Button onClick={() => setSealed(null)} data-testid="bid-seal-discard">
                        放弃并修改
                      </Button>
                    )}
                  </Flex>
                </>
              )}
            </Flex>
          }
        />
      ) : null}
      <BidConfirmDialog
        pending={pending}
        replacing={replacing}
        bidderSealed
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
