import { ENROLMENT_STATUS_LABELS } from '@swp/core/enrol/labels';
import type { EnrolAvailability } from '@swp/core/enrol/responses';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { bus } from '../../app/events.ts';
import { feedback } from '../../app/feedback.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { useEnrolAvailability } from './api.ts';
import { EnrolConfirmModal } from './EnrolConfirmModal.tsx';
import { ENROLMENT_COLORS } from './EnrolmentStatusTag.tsx';
import { myProjectPath } from './paths.ts';

type Enrolment = EnrolAvailability['enrolments'][number];

const sectionName = (a: EnrolAvailability, e: Enrolment) =>
  e.sectionId == null ? null : (a.sections.find((s) => s.id === e.sectionId)?.name ?? '标段');

/** Why the button is off, in the server's words; signing in is a link when that is what is missing. */
function Reason({ text, loggedIn }: { text?: string; loggedIn: boolean }) {
  if (!loggedIn && (!text || text.includes('登录'))) {
    return (
      <Typography.Text type="secondary" data-testid="enrol-reason">
        请先
        <Typography.Link onClick={() => bus.emit('loginNeeded')} data-testid="enrol-login">
          {' '}
          登录{' '}
        </Typography.Link>
        供应商账号后报名
      </Typography.Text>
    );
  }
  return text ? (
    <Typography.Text type="secondary" data-testid="enrol-reason">
      {text}
    </Typography.Text>
  ) : null;
}

interface Props {
  projectId: number;
  projectName: string;
  /**
   * In 我的项目 the enrolments are shown already: the panel appears only when there is more to enrol in (another
   * 标段), as 报名其他标段.
   */
  onlyWhenOpen?: boolean;
}

/**
 * The 报名 button (docs/product.md, on the bulletin and in 我的项目). The server decides (GET availability): enabled only
 * when it says canEnrol, otherwise disabled with its reason beside it. The company's enrolments are listed as
 * 已报名（待审查） and so on, with the way into 我的项目; once enrolled and nothing is left to enrol in, the button
 * goes away.
 */
export function EnrolPanel({ projectId, projectName, onlyWhenOpen = false }: Props) {
  const loggedIn = useVenderSession((s) => s.loggedIn);
  const availability = useEnrolAvailability(projectId);
  const [confirming, setConfirming] = useState(false);
  const a = availability.data;

  if (availability.isPending) {
    if (onlyWhenOpen) return null;
    return (
      <Card size="small" title="报名">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    );
  }
  if (!a || (onlyWhenOpen && !a.canEnrol)) return null;

  const enrolled = a.enrolments.length > 0;
  const offerButton = a.canEnrol || !enrolled;
  return (
    <Card size="small" title="报名" data-testid="enrol-panel">
      <Flex vertical gap={10}>
        {onlyWhenOpen
          ? null
          : a.enrolments.map((e) => (
              <Flex key={e.id} align="center" gap={8} wrap data-testid="enrolled-line">
                {sectionName(a, e) ? <Typography.Text strong>{sectionName(a, e)}</Typography.Text> : null}
                <Tag color={ENROLMENT_COLORS[e.status]} style={{ marginInlineEnd: 0 }} data-testid="enrolled-status">
                  已报名（{ENROLMENT_STATUS_LABELS[e.status]}）
                </Tag>
                {e.reason ? <Typography.Text type="danger">审查意见：{e.reason}</Typography.Text> : null}
              </Flex>
            ))}
        {offerButton ? (
          <Flex align="center" gap={12} wrap>
            <Button
              type="primary"
              disabled={!a.canEnrol}
              onClick={() => setConfirming(true)}
              data-testid="enrol-button"
            >
              {enrolled ? '报名其他标段' : '报名'}
            </Button>
            {a.canEnrol ? null : <Reason text={a.reason} loggedIn={loggedIn} />}
          </Flex>
        ) : null}
        {enrolled && !onlyWhenOpen ? (
          <Link to={myProjectPath(projectId)} data-testid="enrol-my-project">
            进入我的项目，查看审查结果、上传投标文件
          </Link>
        ) : null}
      </Flex>
      <EnrolConfirmModal
        open={confirming}
        projectId={projectId}
        projectName={projectName}
        sections={a.sections}
        onClose={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          feedback.success('报名成功，请等待资格审查');
        }}
      />
    </Card>
  );
}
