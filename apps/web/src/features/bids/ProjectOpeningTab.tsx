import { UnlockOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@swp/core/project/api';
import { PROJECT_ACTION_LABELS } from '@swp/core/project/lifecycle';
import { Alert, App, Button, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback.ts';
import { formatDateTime } from '../../shared/format.ts';
import { mayBeOpened } from '../../shared/opening-state.ts';
import { useOpenBids, useOpeningRecord } from './api.ts';
import { OpeningRecordView } from './OpeningRecordView.tsx';

/**
 * When 开标 is refused (too few bids for the purchase way, docs/rules.md): the server's reason stays on screen, with
 * the way on — 发布流标公告 in the 公告 tab, after which the header offers 重新采购.
 */
function Refusal({ reason, project }: { reason: string; project: ProjectDetail }) {
  const [, setParams] = useSearchParams();
  const canFail = project.actions.includes('publishFailure');
  return (
    <Alert
      type="error"
      showIcon
      title="不能开标"
      description={
        <Space orientation="vertical" size={8}>
          <span data-testid="open-refusal">{reason}</span>
          {canFail ? (
            <Typography.Text type="secondary">
              可发布流标公告（写明流标原因），项目流标后可在页面上方“{PROJECT_ACTION_LABELS.retender}”生成新项目。
            </Typography.Text>
          ) : null}
        </Space>
      }
      action={
        canFail ? (
          <Button danger onClick={() => setParams({ tab: 'announcements' })} data-testid="open-go-failure">
            {PROJECT_ACTION_LABELS.publishFailure}
          </Button>
        ) : undefined
      }
      data-testid="open-refused"
    />
  );
}

/**
 * 开标 tab (docs/product.md): the opening time; the 开标 button when the server lists 'open' in the project's actions
 * (at or after openTime, not paused); the refusal kept on screen; after the opening the 开标记录 with each bid's
 * hash check and the PDF and Excel exports. Beside the 开标大厅 (`hall`), which shows the times and the phase itself,
 * it keeps only the record and, where `oneStep` allows it (平台加密, the hall not started), the one-step 开标.
 */
export function ProjectOpeningTab({ project, hall }: { project: ProjectDetail; hall?: { oneStep: boolean } }) {
  const { modal } = App.useApp();
  const record = useOpeningRecord('manage', project.id, mayBeOpened(project.status));
  const open = useOpenBids(project.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canOpen = project.actions.includes('open');

  const confirmOpen = () =>
    modal.confirm({
      title: '确认开标？',
      content: '开标将解密全部投标文件和报价，逐一核对文件哈希并生成开标记录，项目进入评标中。开标不可撤销。',
      okText: '开标',
      cancelText: '取消',
      onOk: () =>
        open.mutateAsync().then(
          () => {
            setRefusal(null);
            feedback.success('开标完成，已生成开标记录');
          },
          (err: Error) => setRefusal(err.message),
        ),
    });

  const times = (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      items={[
        { key: 'close', label: '投标文件截止时间', children: formatDateTime(project.closeFileupTime) },
        { key: 'open', label: '开标时间', children: formatDateTime(project.openTime) },
        { key: 'state', label: '项目状态', children: project.statusLabel },
      ]}
    />
  );

  if (record.data) {
    return (
      <div data-testid="project-opening">
        <OpeningRecordView record={record.data} area="manage" />
      </div>
    );
  }
  if (record.isPending && record.fetchStatus !== 'idle') return <Skeleton active paragraph={{ rows: 5 }} />;
  if (hall) {
    if (!hall.oneStep || !canOpen) return null;
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="project-opening">
        <Flex align="center" gap={16} wrap>
          <Button icon={<UnlockOutlined />} onClick={confirmOpen} data-testid="action-open">
            一步{PROJECT_ACTION_LABELS.open}
          </Button>
          <Typography.Text type="secondary">
            平台加密项目也可一步完成开标：平台解密全部投标文件、唱标并结束开标，不经开标大厅签到和确认。
          </Typography.Text>
        </Flex>
        {refusal ? <Refusal reason={refusal} project={project} /> : null}
      </Space>
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="project-opening">
      {times}
      {canOpen ? (
        <Flex align="center" gap={16} wrap>
          <Button type="primary" size="large" icon={<UnlockOutlined />} onClick={confirmOpen} data-testid="action-open">
            {PROJECT_ACTION_LABELS.open}
          </Button>
          <Typography.Text type="secondary">已到开标时间。开标后投标文件解密，投标人可查看开标记录。</Typography.Text>
        </Flex>
      ) : (
        <Alert
          type="info"
          showIcon
          title={record.isError ? record.error.message : '尚未开标'}
          description={
            record.isError
              ? undefined
              : `开标时间为 ${formatDateTime(project.openTime)}。到达开标时间后，此处提供“开标”按钮；开标前投标文件保持加密密封。`
          }
          data-testid="open-not-yet"
        />
      )}
      {refusal ? <Refusal reason={refusal} project={project} /> : null}
    </Space>
  );
}
