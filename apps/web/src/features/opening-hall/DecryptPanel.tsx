import { KeyOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_DECRYPT_ATTEMPTS } from '@swp/core/opening/hall';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Typography, Upload } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { useDecrypt } from './api.ts';
import type { HallBidder } from './bidder-status.ts';
import { type HallSecret, unwrapOwnBidKey } from './unwrap.ts';

type Way = 'passphrase' | 'keyFile';

/** The server's words for a bid out of tries (hall-decrypt.service.ts LOCKED), shown before anyone presses again. */
const LOCKED = `解密失败次数已达${MAX_DECRYPT_ATTEMPTS}次，该投标文件已锁定，不能再解密`;

/**
 * 解密 of one of the company's own bids in the window (投标人加密): the 解密口令, or the 解密密钥文件 read in the
 * browser. The key is unwrapped here (unwrap.ts) and only the key goes to the server. A wrong passphrase is told in
 * core's words before anything is sent; the server's refusal (a wrong key, the tries left, the window over) is shown
 * as it answered.
 */
export function DecryptPanel({ projectId, bid }: { projectId: number; bid: HallBidder }) {
  const decrypt = useDecrypt(projectId);
  const [way, setWay] = useState<Way>('passphrase');
  const [passphrase, setPassphrase] = useState('');
  const [keyFile, setKeyFile] = useState<{ name: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locked = bid.attemptsLeft === 0;

  const submit = async () => {
    const secret: HallSecret | null =
      way === 'passphrase' ? (passphrase ? { passphrase } : null) : keyFile ? { keyFile: keyFile.text } : null;
    if (!secret || !bid.bidId) {
      setError(way === 'passphrase' ? '请输入解密口令' : '请选择解密密钥文件');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const key = await unwrapOwnBidKey(bid.bidId, secret);
      await decrypt.mutateAsync({ bidId: bid.bidId, key });
      setPassphrase('');
      feedback.success('投标文件已解密');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title={<span>解密投标文件{bid.sectionName ? `（${bid.sectionName}）` : ''}</span>}
      data-testid="hall-decrypt"
    >
      {locked ? (
        <Alert type="error" showIcon title={LOCKED} data-testid="hall-decrypt-locked" />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            请在解密时间内输入投标时设置的解密口令，或选择下载保存的解密密钥文件。解密在本浏览器内完成，口令和密钥文件不会上传。
          </Typography.Text>
          <Segmented<Way>
            block
            value={way}
            onChange={(v) => {
              setWay(v);
              setError(null);
            }}
            options={[
              { value: 'passphrase', label: '解密口令' },
              { value: 'keyFile', label: '解密密钥文件' },
            ]}
            data-testid="hall-decrypt-way"
          />
          <Form layout="vertical" onFinish={submit} component="div">
            {way === 'passphrase' ? (
              <Form.Item label="解密口令" style={{ marginBottom: 12 }}>
                <Input.Password
                  size="large"
                  prefix={<KeyOutlined />}
                  value={passphrase}
                  onChange={(e) => setPassphrase(e.target.value)}
                  onPressEnter={submit}
                  autoComplete="off"
                  placeholder="请输入解密口令"
                  data-testid="hall-passphrase"
                />
              </Form.Item>
            ) : (
              <Form.Item label="解密密钥文件" style={{ marginBottom: 12 }}>
                <Upload
                  accept=".json,.key,application/json"
                  maxCount={1}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void file.text().then((text) => setKeyFile({ name: file.name, text }));
                    return false;
                  }}
                >
                  <Button size="large" icon={<UploadOutlined />} data-testid="hall-key-file">
                    选择解密密钥文件
                  </Button>
                </Upload>
                {keyFile ? (
                  <Typography.Text style={{ marginLeft: 8 }} data-testid="hall-key-file-name">
                    {keyFile.name}
                  </Typography.Text>
                ) : null}
              </Form.Item>
            )}
          </Form>
          {error ? <Alert type="error" showIcon title={error} data-testid="hall-decrypt-error" /> : null}
          <Button type="primary" size="large" block loading={busy} onClick={submit} data-testid="hall-decrypt-submit">
            解密
          </Button>
          {bid.attemptsLeft !== undefined && bid.attemptsLeft < MAX_DECRYPT_ATTEMPTS ? (
            <Typography.Text type="warning">还可尝试{bid.attemptsLeft}次</Typography.Text>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
