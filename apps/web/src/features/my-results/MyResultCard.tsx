import { DownloadOutlined } from '@ant-design/icons';
import { formatYuanWithCapitals } from '@swp/core/common/money';
import { LETTER_KIND_LABELS } from '@swp/core/results/labels';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { OutcomeTag } from '../../shared/components/OutcomeTag.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { downloadLetter, type MyResult } from './api.ts';
import { CandidatesView } from './CandidatesView.tsx';

/** The letter's download button with its number: the winner's 中标通知书, every other bidder's 结果通知书. */
function LetterDownload({ projectId, letter }: { projectId: number; letter: NonNullable<MyResult['letter']> }) {
  const [busy, setBusy] = useState(false);
  const label = LETTER_KIND_LABELS[letter.kind];
  const download = () => {
    setBusy(true);
    downloadLetter(projectId, letter)
      // the HTTP client has shown the server's reason
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Flex align="center" gap={8} wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={download}
        data-testid="my-letter-download"
      >
        下载{label}
      </Button>
      <Typography.Text type="secondary">
        编号 {letter.letterNo} · {formatDateTime(letter.issuedAt)} 出具
      </Typography.Text>
    </Flex>
  );
}

/**
 * 我的项目 → 结果: once the 结果公示 is published, its window and candidates; after the 中标公告, this company's
 * outcome, the awarded amount and its letter. Nothing before the publicity.
 */
export function MyResultCard({ projectId, result, wide }: { projectId: number; result: MyResult; wide: boolean }) {
  const { publicity, award, outcome, letter } = result;
  if (!publicity) return null;
  const items = [
    {
      key: 'gs',
      label: '公示期',
      children: `${formatDateTime(publicity.gsTime)} 至 ${formatDateTime(publicity.gsEndTime)}`,
    },
    ...(award
      ? [
          { key: 'winner', label: '中标单位', children: award.companyName },
          { key: 'amount', label: '中标金额', children: formatYuanWithCapitals(award.amount) },
          { key: 'at', label: '中标公告时间', children: formatDateTime(award.awardedAt) },
        ]
      : []),
  ];
  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: wide ? 24 : 16 } }}
      title="结果"
      extra={outcome ? <OutcomeTag outcome={outcome} testId="my-outcome" /> : null}
      data-testid="my-result"
    >
      <Flex vertical gap={16}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
        {award ? null : (
          <Alert
            type="info"
            showIcon
            title="结果公示中"
            description={
              result.canObject
                ? '公示期内对结果有异议的，可在下方“异议”中提出；公示期满且异议处理完毕后发布中标公告。'
                : '公示期满且异议处理完毕后发布中标公告。'
            }
          />
        )}
        {result.candidates.length > 0 ? (
          <div>
            <Typography.Title level={5}>中标候选人</Typography.Title>
            <CandidatesView candidates={result.candidates} wide={wide} />
          </div>
        ) : null}
        {letter ? <LetterDownload projectId={projectId} letter={letter} /> : null}
      </Flex>
    </Card>
  );
}
