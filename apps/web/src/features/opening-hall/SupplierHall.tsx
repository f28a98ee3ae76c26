import { CheckCircleOutlined, FilePdfOutlined, LoginOutlined } from '@ant-design/icons';
import type { HallState } from '@swp/core/opening/responses';
import type { EncryptMode } from '@swp/core/project/encrypt-mode';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { PageResult } from '../../shared/components/PageResult.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { formatMinute } from '../../shared/format.ts';
import { downloadHallRecordPdf, useHallState, useSignIn } from './api.ts';
import { BidderBoard } from './BidderBoard.tsx';
import { bidsToDecrypt, isAnnounced } from './bidder-status.ts';
import { ConfirmPanel } from './ConfirmPanel.tsx';
import { DecryptPanel } from './DecryptPanel.tsx';
import { HallPhaseBar } from './HallPhaseBar.tsx';
import { ObjectionsPanel } from './ObjectionsPanel.tsx';
import { HALL_POLL_MS, useHallLive } from './useHallLive.ts';

/** What the hall page knows of the project (the area reads it from 我的项目). */
export interface HallProject {
  projectCode: string;
  projectName: string;
  closeFileupTime: string | null;
  openTime: string | null;
  /** 投标人加密: the bidder decrypts its own bid in the window; 平台加密: the platform does, at the start. */
  encryptMode: EncryptMode;
}

/** 签到 from closeFileupTime (by the server's clock) until the window closes; once. */
function SignInCard({ projectId, project, state }: { projectId: number; project: HallProject; state: HallState }) {
  const signIn = useSignIn(projectId);
  const own = state.bidders.filter((b) => b.mine);
  const signedIn = own.length > 0 && own.every((b) => b.signedIn);
  const tooEarly = project.closeFileupTime !== null && new Date(state.serverTime) < new Date(project.closeFileupTime);
  if (state.phase === 'announced' || state.phase === 'closed') return null;
  if (signedIn) {
    return (
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleOutlined />}
        title={state.phase === 'waiting' ? '已签到，请等待开标' : '已签到'}
        description={
          state.phase === 'waiting'
            ? project.encryptMode === 'bidder'
              ? `开标时间 ${formatMinute(project.openTime)}。开标开始后，请在解密时间内用解密口令或解密密钥文件解密本单位的投标文件。`
              : `开标时间 ${formatMinute(project.openTime)}。本项目为平台加密，开标开始时由平台解密全部投标文件并唱标，无需操作。`
            : undefined
        }
        data-testid="hall-signed-in"
      />
    );
  }
  return (
    <Card size="small" data-testid="hall-sign-in">
      <Flex vertical gap={10}>
        <Typography.Text>
          {tooEarly
            ? `投标文件递交截止（${formatMinute(project.closeFileupTime)}）后可签到。`
            : '请签到。签到后可在开标时解密本单位的投标文件、参与唱标并确认开标记录。'}
        </Typography.Text>
        <Button
          type="primary"
          size="large"
          block
          icon={<LoginOutlined />}
          disabled={tooEarly}
          loading={signIn.isPending}
          onClick={() =>
            signIn.mutateAsync(undefined).then((env) => feedback.success((env as { msg?: string }).msg || '签到成功'))
          }
          data-testid="hall-sign-in-button"
        >
          签到
        </Button>
      </Flex>
    </Card>
  );
}

/** The company's own part of the window: decrypt each of its sealed bids, or wait for 唱标 once it did. */
function OwnDecryption({ projectId, state }: { projectId: number; state: HallState }) {
  if (state.phase !== 'decrypting') return null;
  const pending = bidsToDecrypt(state);
  if (pending.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title="本单位投标文件已解密，请等待其他投标人解密完成后唱标"
        data-testid="hall-own-decrypted"
      />
    );
  }
  return (
    <>
      {pending.map((bid) => (
        <DecryptPanel key={bid.bidId} projectId={projectId} bid={bid} />
      ))}
    </>
  );
}

/**
 * 开标大厅 of a supplier (我的项目 → the project → 开标大厅; 《电子招标投标办法》第二十九至三十一条): 签到, the phase and
 * the window's countdown, its own decryption, every bidder's status live, 唱标 with 报价 in figures and 大写, 开标异议
 * and the confirmation of the 开标记录. Phone first: one column of cards.
 */
export function SupplierHall({ projectId, project }: { projectId: number; project: HallProject }) {
  const live = useHallLive('vender', projectId);
  const hall = useHallState('vender', projectId, live.polling ? HALL_POLL_MS : false);
  const [downloading, setDownloading] = useState(false);

  if (hall.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (hall.isError && !hall.data) {
    return <PageResult status="warning" title={hall.error.message} data-testid="hall-refused" />;
  }
  const state = hall.data;
  const started = state.phase !== 'waiting';

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="supplier-hall">
      <Card size="small">
        <PageTitle style={{ margin: '0 0 4px' }}>开标大厅</PageTitle>
        <Typography.Text type="secondary">
          {project.projectName}（{project.projectCode}）
        </Typography.Text>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ margin: '8px 0' }}
          items={[
            { key: 'c', label: '投标截止', children: formatMinute(project.closeFileupTime) },
            { key: 'o', label: '开标时间', children: formatMinute(project.openTime) },
          ]}
        />
        <HallPhaseBar state={state} polling={live.polling} />
      </Card>
      <SignInCard projectId={projectId} project={project} state={state} />
      <OwnDecryption projectId={projectId} state={state} />
      <BidderBoard state={state} />
      {isAnnounced(state) ? (
        <>
          <ConfirmPanel projectId={projectId} state={state} viewer="vender" />
          <Button
            icon={<FilePdfOutlined />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadHallRecordPdf('vender', projectId, project.projectCode).finally(() => setDownloading(false));
            }}
            data-testid="hall-record-pdf"
          >
            下载开标记录（PDF）
          </Button>
        </>
      ) : null}
      {started ? <ObjectionsPanel projectId={projectId} state={state} viewer="vender" /> : null}
    </Space>
  );
}
