import { ArrowLeftOutlined, AuditOutlined } from '@ant-design/icons';
import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Button, Card, Descriptions, Flex, Grid, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useOpeningRecord } from '../../../features/bids/api.ts';
import { MyBidSection } from '../../../features/bids/MyBidSection.tsx';
import { OpeningRecordView } from '../../../features/bids/OpeningRecordView.tsx';
import { useMyProjectEnrolments } from '../../../features/enrolments/api.ts';
import { EnrolmentStatusTag } from '../../../features/enrolments/EnrolmentStatusTag.tsx';
import { EnrolPanel } from '../../../features/enrolments/EnrolPanel.tsx';
import { MY_PROJECTS } from '../../../features/enrolments/paths.ts';
import { MyResultSection } from '../../../features/my-results/MyResultSection.tsx';
import { VenderNegotiationCard } from '../../../features/negotiation/VenderNegotiationCard.tsx';
import { myProjectHallPath } from '../../../features/opening-hall/paths.ts';
import { PageLoading } from '../../../shared/components/PageLoading.tsx';
import { PageResult } from '../../../shared/components/PageResult.tsx';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { STATE_COLORS } from '../../../shared/project-state-colors.ts';

function ProjectHead({ row, wide }: { row: MyEnrolment; wide: boolean }) {
  return (
    <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 16 } }}>
      <Flex align="center" gap={10} wrap style={{ marginBottom: 6 }}>
        <PageTitle style={{ margin: 0 }} data-testid="my-project-name">
          {row.projectName}
        </PageTitle>
        <Tag color={STATE_COLORS[row.projectState]} data-testid="my-project-state">
          {row.projectStateLabel}
        </Tag>
      </Flex>
      <Typography.Text type="secondary">
        项目编号 {row.projectCode} · 采购单位 {row.purchaseName}
      </Typography.Text>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'e', label: '报名截止时间', children: formatDateTime(row.enrollEndTime) },
          { key: 'c', label: '投标文件截止时间', children: formatDateTime(row.closeFileupTime) },
          { key: 'o', label: '开标时间', children: formatDateTime(row.openTime) },
        ]}
      />
    </Card>
  );
}

/** The way into the 开标大厅 for a company that bid: 签到, its own decryption, 唱标 and the record's confirmation. */
function HallEntry({ row, wide }: { row: MyEnrolment; wide: boolean }) {
  return (
    <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 16 } }} data-testid="hall-entry">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Typography.Text>
          {row.opened
            ? '开标已在开标大厅进行，可查看唱标结果、开标异议与开标记录确认。'
            : `开标时间 ${formatDateTime(row.openTime)}。投标截止后请进入开标大厅签到，开标时在线解密本单位的投标文件。`}
        </Typography.Text>
        <Link to={myProjectHallPath(row.projectId)}>
          <Button type="primary" icon={<AuditOutlined />} data-testid="hall-entry-link">
            开标大厅
          </Button>
        </Link>
      </Flex>
    </Card>
  );
}

/**
 * /vender/layout/project/:projectId — one project in 我的项目: per enrolment (one per 标段) the review result and,
 * once passed, the bid upload and its receipt; after the opening, the 开标记录 (for a company that bid); from the
 * 结果公示 on, the result with the company's outcome and letter, and its objections. It composes the enrolments, bids,
 * negotiation and my-results features, hence its place in the vender area.
 */
export function MyProjectPage() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().sm !== false;
  const enrolments = useMyProjectEnrolments(projectId);
  const rows = enrolments.data ?? [];
  const first = rows[0];
  const opened = rows.some((r) => r.opened);
  const record = useOpeningRecord('vender', projectId, opened && rows.some((r) => r.hasBid));
  const cardBody = { body: { padding: wide ? 24 : 16 } };

  if (enrolments.isPending) {
    return <PageLoading />;
  }
  if (!first) {
    return (
      <Card variant="borderless" data-testid="page">
        <PageResult
          status="404"
          title="没有该项目的报名记录"
          subTitle="请从“我的项目”进入已报名的项目。"
          extra={<Button onClick={() => navigate(MY_PROJECTS)}>返回我的项目</Button>}
        />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="page">
      <ProjectHead row={first} wide={wide} />
      {rows.some((r) => r.hasBid) ? <HallEntry row={first} wide={wide} /> : null}
      {/* The result, once published, is newer news than the opening. */}
      <MyResultSection projectId={projectId} projectName={first.projectName} enabled={opened} wide={wide} />
      {/* Once opened, the record is the news: it comes first. */}
      {opened ? (
        <Card variant="borderless" styles={cardBody} title="开标记录" data-testid="my-opening-record">
          {record.data ? (
            <OpeningRecordView record={record.data} area="vender" />
          ) : record.isPending && record.fetchStatus !== 'idle' ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Typography.Text type="secondary">项目已开标。开标记录仅向递交了投标文件的投标人公开。</Typography.Text>
          )}
        </Card>
      ) : null}
      <VenderNegotiationCard projectId={projectId} enabled={opened && rows.some((r) => r.hasBid)} />
      {rows.map((row) => (
        <Card
          key={row.id}
          variant="borderless"
          styles={cardBody}
          title={row.sectionName ? `${row.sectionName}` : '资格审查与投标文件'}
          extra={<EnrolmentStatusTag status={row.status} />}
          data-testid="my-enrolment"
        >
          <MyBidSection row={row} />
        </Card>
      ))}
      <EnrolPanel projectId={projectId} projectName={first.projectName} onlyWhenOpen />
      <Link to={MY_PROJECTS}>
        <ArrowLeftOutlined /> 返回我的项目
      </Link>
    </Space>
  );
}
