import { FileExcelOutlined, FilePdfOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@swp/core/project/api';
import { Alert, App, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { formatMinute } from '../../shared/format.ts';
import { downloadHallRecordExcel, downloadHallRecordPdf, useCloseHall, useHallState, useStartHall } from './api.ts';
import { BidderBoard } from './BidderBoard.tsx';
import { isAnnounced } from './bidder-status.ts';
import { ConfirmPanel } from './ConfirmPanel.tsx';
import { HallPhaseBar } from './HallPhaseBar.tsx';
import { ObjectionsPanel } from './ObjectionsPanel.tsx';
import { HALL_POLL_MS, useHallLive } from './useHallLive.ts';

const msgOf = (env: unknown, fallback: string) => (env as { msg?: string }).msg || fallback;

/**
 * 开标大厅 for staff (the project page's 开标 tab): who has signed in (from openTime: before it the list would tell who
 * bid), 开始开标 when the server lists 'open' in the project's actions (at or after openTime, not paused), the window
 * and every bidder's status live, 唱标, objections answered on the spot, 结束开标 once every objection is answered,
 * and the 开标记录's PDF and workbook from 唱标 on. The server decides every step; a refusal is its message.
 */
export function StaffHall({ project }: { project: ProjectDetail }) {
  const { modal } = App.useApp();
  const live = useHallLive('manage', project.id);
  const hall = useHallState('manage', project.id, live.polling ? HALL_POLL_MS : false);
  const start = useStartHall(project.id);
  const close = useCloseHall(project.id);

  if (hall.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (hall.isError && !hall.data) return <Result status="warning" title={hall.error.message} />;
  const state = hall.data;
  const signedIn = state.bidders.filter((b) => b.signedIn).length;
  const unanswered = state.objections.filter((o) => !o.answer).length;
  const canStart = state.phase === 'waiting' && project.actions.includes('open');
  const bidderSealed = project.encryptMode === 'bidder';

  const confirmStart = () =>
    modal.confirm({
      title: '确认开始开标？',
      content: bidderSealed
        ? `将核对全部投标文件与回执，并开启解密时间，请投标人在解密时间内解密。当前已签到 ${signedIn} 家。开始后不可撤销。`
        : '将核对并由平台解密全部投标文件，随即唱标。开始后不可撤销。',
      okText: '开始开标',
      cancelText: '取消',
      onOk: () => start.mutateAsync(undefined).then((env) => feedback.success(msgOf(env, '开标已开始'))),
    });

  const confirmClose = () =>
    modal.confirm({
      title: '确认结束开标？',
      content: '结束后不能再提出或答复开标异议，未确认开标记录的投标人记为未确认。',
      okText: '结束开标',
      cancelText: '取消',
      onOk: () => close.mutateAsync(undefined).then((env) => feedback.success(msgOf(env, '开标已结束'))),
    });

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="staff-hall">
      <Card size="small" title="开标大厅">
        <Flex vertical gap={10}>
          <Typography.Text type="secondary">
            开标时间 {formatMinute(project.openTime)} · 加密方式 {bidderSealed ? '投标人加密' : '平台加密'}
            {state.biddersShown ? ` · 已签到 ${signedIn} / ${state.bidders.length} 家` : ''}
          </Typography.Text>
          <HallPhaseBar state={state} polling={live.polling} />
          <Flex gap={12} wrap>
            {canStart ? (
              <Button
                type="primary"
                size="large"
                icon={<PlayCircleOutlined />}
                onClick={confirmStart}
                data-testid="hall-start"
              >
                开始开标
              </Button>
            ) : null}
            {state.phase === 'announced' ? (
              <Button
                size="large"
                danger
                icon={<StopOutlined />}
                disabled={unanswered > 0}
                onClick={confirmClose}
                data-testid="hall-close"
              >
                结束开标
              </Button>
            ) : null}
            {isAnnounced(state) ? (
              <>
                <Button
                  icon={<FilePdfOutlined />}
                  onClick={() => void downloadHallRecordPdf('manage', project.id, project.projectCode)}
                  data-testid="hall-record-pdf"
                >
                  开标记录（PDF）
                </Button>
                <Button
                  icon={<FileExcelOutlined />}
                  onClick={() => void downloadHallRecordExcel(project.id, project.projectCode)}
                  data-testid="hall-record-excel"
                >
                  开标记录（Excel）
                </Button>
              </>
            ) : null}
          </Flex>
          {state.phase === 'waiting' && !canStart ? (
            <Alert
              type="info"
              showIcon
              title={`到达开标时间（${formatMinute(project.openTime)}）后可开始开标；开标前投标文件保持加密密封。`}
              data-testid="open-not-yet"
            />
          ) : null}
          {state.phase === 'announced' && unanswered > 0 ? (
            <Alert type="warning" showIcon title={`尚有${unanswered}条开标异议未答复，答复后方可结束开标`} />
          ) : null}
        </Flex>
      </Card>
      <BidderBoard state={state} />
      {state.phase !== 'waiting' ? <ObjectionsPanel projectId={project.id} state={state} viewer="staff" /> : null}
      {isAnnounced(state) ? <ConfirmPanel projectId={project.id} state={state} viewer="staff" /> : null}
    </Space>
  );
}
