import { EXPERT_CATEGORY_LABELS } from '@swp/core/extraction/schema';
import { externalLabel, GENDER_LABELS } from '@swp/core/specialist/labels';
import { Card, Descriptions, Flex, Skeleton, Statistic, Tag } from 'antd';
import { InlinePageTitle } from '../../shared/components/PageTitle.tsx';
import { SpecialistStatusTag } from '../../shared/components/SpecialistStatusTag.tsx';
import { identityRows, type SpecialistProfile, useMyInfo } from './api.ts';

const dash = (v: string) => v || '—';

function Profile({ p }: { p: SpecialistProfile }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid="my-profile"
        items={[
          ...identityRows(p).map((r) => ({ key: r.key, label: r.label, children: r.value })),
          { key: 'gender', label: '性别', children: p.gender ? GENDER_LABELS[p.gender] : '—' },
          { key: 'title', label: '职称', children: dash(p.title) },
          { key: 'employer', label: '工作单位', children: dash(p.employer) },
          { key: 'region', label: '所在地区', children: dash(p.region) },
          { key: 'category', label: '专家类别', children: EXPERT_CATEGORY_LABELS[p.category] },
          { key: 'external', label: '内部/外部', children: externalLabel(p.external) },
          { key: 'status', label: '状态', children: <SpecialistStatusTag status={p.status} blacklisted={false} /> },
          {
            key: 'specialties',
            label: '专业类别',
            span: 'filled',
            children: p.specialties.length ? p.specialties.map((s) => <Tag key={s}>{s}</Tag>) : '—',
          },
        ]}
      />
      <Flex gap={48} wrap style={{ marginTop: 20 }} data-testid="my-counts">
        <Statistic title="受邀评标" value={p.evaluations.invited} suffix="次" />
        <Statistic title="确认参加" value={p.evaluations.confirmed} suffix="次" />
        <Statistic title="拒绝参加" value={p.evaluations.declined} suffix="次" />
      </Flex>
    </>
  );
}

/** 个人资料: kept by the platform's 专家管理 (an expert asks the staff to change it), read-only here. */
export function ProfileCard() {
  const info = useMyInfo();
  return (
    <Card
      variant="borderless"
      // The first card of 我的信息: its title is the page's heading.
      title={<InlinePageTitle>个人资料</InlinePageTitle>}
      extra={<span style={{ color: '#5f6f83' }}>资料如需变更，请联系采购管理部门</span>}
    >
      {info.data ? (
        <Profile p={info.data} />
      ) : info.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        '加载失败，请稍后重试'
      )}
    </Card>
  );
}
