import { formatAmount } from '@swp/core/common/money';
import type { ProjectDetail } from '@swp/core/project/api';
import { ENCRYPT_MODE_LABELS } from '@swp/core/project/encrypt-mode';
import { PROJECT_FIELD_LABELS as L, sumMoney } from '@swp/core/project/schema';
import { Descriptions, type DescriptionsProps, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { formatDateTime, formatMoney } from '../../../shared/format.ts';
import { ProjectStatusTag } from '../ProjectStatusTag.tsx';
import { ChooseGradingStandard } from './ChooseGradingStandard.tsx';

type Items = NonNullable<DescriptionsProps['items']>;

/** Long texts keep the clerk's line breaks. */
const para = (v: string): ReactNode => (v ? <div style={{ whiteSpace: 'pre-wrap' }}>{v}</div> : '-');
/** 总投资 is free text: an amount when numeric (as the announcement shows it), else as typed. */
const investment = (v: string) => (v ? (/^\d+(\.\d+)?$/.test(v) ? `¥${formatAmount(v)}` : v) : '-');

/** The 评分标准, or a reminder that 开标 needs one. */
const gradingStandard = (p: ProjectDetail): ReactNode =>
  p.gradingStandard ? (
    <span data-testid="project-grading-standard">{p.gradingStandard.name}</span>
  ) : (
    <>
      <Typography.Text type="warning" data-testid="project-grading-standard">
        未选择（开标前必须选择评分标准）
      </Typography.Text>
      <ChooseGradingStandard project={p} />
    </>
  );

function basicItems(p: ProjectDetail): Items {
  const items: Items = [
    { key: 'name', label: L.projectName, children: p.projectName, span: 2 },
    { key: 'code', label: L.projectCode, children: p.projectCode },
    { key: 'status', label: '项目状态', children: <ProjectStatusTag project={p} /> },
    { key: 'way', label: L.purchaseWay, children: p.purchaseWayLabel },
    {
      key: 'encrypt',
      label: L.encryptMode,
      children: <span data-testid="project-encrypt-mode">{ENCRYPT_MODE_LABELS[p.encryptMode]}</span>,
    },
    { key: 'category', label: L.categoryCn, children: p.categoryCn || '-' },
    { key: 'need', label: L.needDeptId, children: p.needDeptName },
    { key: 'manage', label: L.manageDeptId, children: p.manageDeptName },
    { key: 'purchaser', label: L.purchaseName, children: p.purchaseName || '-' },
    { key: 'fund', label: L.specialFree, children: p.specialFree || '-' },
    { key: 'budget', label: L.budget, children: formatMoney(p.budget) },
    { key: 'invest', label: L.totalInvestment, children: investment(p.totalInvestment) },
    { key: 'address', label: L.address, children: p.address || '-' },
    { key: 'cycle', label: L.cycle, children: p.cycle || '-' },
    {
      key: 'openAddress',
      label: L.openAddress,
      children: p.openAddress || <Typography.Text type="warning">未填写（发布招标公告前须填写）</Typography.Text>,
      span: 2,
    },
    { key: 'grading', label: L.gradingStandardId, children: gradingStandard(p), span: 2 },
  ];
  // The tender's times appear once an announcement has set them.
  const times: Array<[string, string | null]> = [
    ['报名开始时间', p.enrollTime],
    ['报名截止时间', p.enrollEndTime],
    ['投标文件递交截止', p.closeFileupTime],
    ['开标时间', p.openTime],
    ['结果公示时间', p.gsTime],
  ];
  for (const [label, value] of times) if (value) items.push({ key: label, label, children: formatDateTime(value) });
  if (p.lossDes) items.push({ key: 'loss', label: '流标原因', children: para(p.lossDes), span: 2 });
  items.push(
    { key: 'creator', label: '创建人', children: p.createdByName || '-' },
    { key: 'created', label: '创建时间', children: formatDateTime(p.createdAt) },
  );
  return items;
}

const tenderItems = (p: ProjectDetail): Items =>
  (['tendCon', 'bidRange', 'section', 'qualityReq', 'qualificationReq', 'other'] as const).map((k) => ({
    key: k,
    label: L[k],
    children: para(p[k]),
    span: 2,
  }));

/** 基本信息: every field of the project as the server has it, then its 标段. */
export function BasicInfoTab({ project }: { project: ProjectDetail }) {
  const total = sumMoney(project.sections.map((s) => s.budget));
  const descriptionProps = { bordered: true, column: 2, size: 'small', styles: { label: { width: 150 } } } as const;
  return (
    <div data-testid="project-basic">
      <Descriptions {...descriptionProps} title="基本信息" items={basicItems(project)} />
      <Descriptions {...descriptionProps} title="招标内容" items={tenderItems(project)} style={{ marginTop: 24 }} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        标段
      </Typography.Title>
      <DataTable
        rowKey="id"
        pagination={false}
        dataSource={project.sections}
        locale={{ emptyText: '本项目不分标段' }}
        columns={[
          { title: '序号', key: 'index', width: 70, align: 'center', render: (_, __, i) => i + 1 },
          { title: '标段名称', dataIndex: 'name' },
          { title: '标段预算', dataIndex: 'budget', width: 200, align: 'right', render: (v: string) => formatMoney(v) },
        ]}
        summary={() =>
          project.sections.length > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2} align="right">
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatMoney(`${total / 100n}.${String(total % 100n).padStart(2, '0')}`)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
