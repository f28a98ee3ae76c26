import { EVAL_STEP_LABELS, type EvalStep } from '@swp/core/evaluation/labels';
import { negotiationRefusal } from '@swp/core/evaluation/negotiation';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { returnSheetInput } from '@swp/core/evaluation/schema';
import { Alert, Button, Flex, Popconfirm, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { feedback } from '../../../app/feedback.ts';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { ReasonModal } from '../../../shared/components/ReasonModal.tsx';
import { useChairSheets, useFinishPreliminary, useReturnSheet, useSubmitResult } from '../api.ts';
import { SheetStatusTag } from '../labels.tsx';
import { MemberSheetModal, type MemberSheets } from './MemberSheetModal.tsx';

type Shown = { member: MemberSheets; step: EvalStep };

/** Core's rule of the reason; an untouched field is empty text, so it reads 请填写退回原因 (not 须为文字). */
const reasonRule = {
  safeParse: (value: unknown) => returnSheetInput.shape.reason.safeParse(value ?? ''),
  maxLength: returnSheetInput.shape.reason.maxLength,
};

/** The step the chair closes next: 初步评审, then 详细评审 (none once finished). */
const currentStep = (w: EvalWorkspace): EvalStep | null =>
  w.phase === 'preliminary' ? 'preliminary' : w.phase === 'detailed' ? 'detailed' : null;

function columns(
  step: EvalStep | null,
  view: (s: Shown) => void,
  giveBack: (s: Shown) => void,
): ColumnsType<MemberSheets> {
  const stepColumn = (s: EvalStep) => ({
    title: EVAL_STEP_LABELS[s],
    key: s,
    width: 180,
    render: (_: unknown, m: MemberSheets) => (
      <Space size={4}>
        <SheetStatusTag status={m[s]?.status ?? 'none'} />
        {m[s] && m[s].status !== 'none' ? (
          <Button type="link" size="small" onClick={() => view({ member: m, step: s })} data-testid={`view-${s}`}>
            查看
          </Button>
        ) : null}
      </Space>
    ),
  });
  return [
    { title: '专家', dataIndex: 'name', minWidth: 120 },
    stepColumn('preliminary'),
    stepColumn('detailed'),
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, m) =>
        step && m[step]?.status === 'submitted' ? (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => giveBack({ member: m, step })}
            data-testid="return-sheet"
          >
            退回
          </Button>
        ) : (
          '—'
        ),
    },
  ];
}

/**
 * 组长 panel (docs/rules.md): every member's sheet per step, 查看 (read-only), 退回 with a reason (unlocks it), and
 * closing the step — 初步评审完成, then 提交评标结果 — offered only when every member has submitted (else who has
 * not is listed). The server checks all of it again; its refusal is the HTTP client's message.error.
 */
export function ChairPanel({ workspace }: { workspace: EvalWorkspace }) {
  const projectId = workspace.project.id;
  const step = currentStep(workspace);
  const sheets = useChairSheets(projectId, step !== null);
  const giveBack = useReturnSheet(projectId);
  const finish = useFinishPreliminary(projectId);
  const result = useSubmitResult(projectId);
  const [viewed, setViewed] = useState<Shown | null>(null);
  const [returning, setReturning] = useState<Shown | null>(null);
  const missing = (sheets.data?.missing ?? []).filter((m) => m.step === step);
  const closing = step === 'preliminary' ? finish : result;
  // 竞争性谈判: the result also waits for a closed round or the recorded reason (the server refuses too).
  const negotiationBlock =
    step === 'detailed' && workspace.negotiation
      ? negotiationRefusal(workspace.project.purchaseWay, workspace.negotiation)
      : null;
  const ready = sheets.data !== undefined && missing.length === 0 && negotiationBlock === null;
  const close = () =>
    closing.mutateAsync().then(
      () =>
        feedback.success(step === 'preliminary' ? '初步评审已完成，详细评审已开启' : '评标结果已提交，评标报告已生成'),
      () => undefined,
    );

  return (
    <div data-testid="chair-panel">
      <DataTable<MemberSheets>
        rowKey="specialistId"
        columns={columns(step, setViewed, setReturning)}
        dataSource={sheets.data?.sheets ?? []}
        loading={sheets.isPending}
        pagination={false}
      />
      {step ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          {sheets.data && missing.length > 0 ? (
            <Alert
              type="info"
              showIcon
              title={`以下专家尚未提交${EVAL_STEP_LABELS[step]}表：${missing.map((m) => m.name).join('、')}`}
              data-testid="chair-missing"
            />
          ) : null}
          {negotiationBlock ? (
            <Alert
              type="warning"
              showIcon
              title={negotiationBlock}
              description="请在“竞争性谈判”页签发起谈判，或记录不进行谈判的理由。"
              data-testid="chair-negotiation"
            />
          ) : null}
          <Flex justify="flex-end">
            <Popconfirm
              title={
                step === 'preliminary'
                  ? '确认初步评审完成？完成后将按多数意见确定通过的投标人，并开启详细评审。'
                  : '确认提交评标结果？提交后将生成评标报告，评审表不能再修改。'
              }
              disabled={!ready}
              onConfirm={close}
              okText="确认"
              cancelText="取消"
            >
              <Button type="primary" disabled={!ready} loading={closing.isPending} data-testid="chair-close-step">
                {step === 'preliminary' ? '初步评审完成' : '提交评标结果'}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          评标结果已提交。
        </Typography.Paragraph>
      )}
      <MemberSheetModal workspace={workspace} shown={viewed} onClose={() => setViewed(null)} />
      <ReasonModal
        open={returning !== null}
        title="退回评审表"
        notice={
          returning
            ? `将 ${returning.member.name} 的${EVAL_STEP_LABELS[returning.step]}表退回给该专家修改，退回原因会显示给该专家。`
            : ''
        }
        label="退回原因"
        placeholder="请说明需要修改的内容"
        rule={reasonRule}
        okText="退回"
        danger
        busy={giveBack.isPending}
        onCancel={() => setReturning(null)}
        onSubmit={async (reason) => {
          if (!returning) return;
          await giveBack.mutateAsync({ specialistId: returning.member.specialistId, step: returning.step, reason });
          feedback.success('已退回');
          setReturning(null);
        }}
      />
    </div>
  );
}
