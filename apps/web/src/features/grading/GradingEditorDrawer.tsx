import { PRELIMINARY_GROUPS, PRICE_FORMULAS, SCORED_GROUPS } from '@swp/core/evaluation/labels';
import { PRICE_FORMULA_EXPLANATIONS, PRICE_FORMULA_LABELS } from '@swp/core/grading/labels';
import { createGradingStandardInput } from '@swp/core/grading/schema';
import { Alert, App, Button, Col, Divider, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../../app/feedback.ts';
import { ApiError } from '../../app/http.ts';
import { EditorDrawer, SaveCancel } from '../../shared/components/EditorDrawer.tsx';
import { confirmDiscard } from '../../shared/confirm-discard.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useCopyGrading, useCreateGrading, useGradingStandard, useUpdateGrading } from './api.ts';
import { fromGradingDetail, type GradingFormValues, NEW_STANDARD, toGradingInput } from './formValues.ts';
import { GradingItemsTable } from './GradingItemsTable.tsx';
import { GradingStandardView } from './GradingStandardView.tsx';
import { GradingTotal } from './GradingTotal.tsx';

const field = createGradingStandardInput.shape;

interface Props {
  /** The standard to edit (or view, when a project uses it); none for a new one. */
  id?: number;
  onClose: () => void;
  /** 复制 from the read-only view: the drawer moves on to the copy. */
  onCopied: (copyId: number) => void;
}

/**
 * The 评分标准 editor: name, price formula (with what each does), remark, one editable table per group and the live
 * total. The whole standard is checked by core's schema before it is sent (the total, the one 价格 item…); what
 * the server still refuses shows as its message. A standard in use opens read-only, with 复制.
 */
export default function GradingEditorDrawer({ id, onClose, onCopied }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<GradingFormValues>();
  const standard = useGradingStandard(id);
  const create = useCreateGrading();
  const update = useUpdateGrading();
  const copy = useCopyGrading();
  // preserve: the whole store, so the total counts rows as soon as they are set (before their fields mount).
  const values = Form.useWatch([], { form, preserve: true }) ?? {};
  const readOnly = (standard.data?.usedBy ?? 0) > 0;

  useEffect(() => {
    if (standard.data) form.setFieldsValue(fromGradingDetail(standard.data));
  }, [standard.data, form]);

  const save = async () => {
    // A field the rules refused is already marked beside it; nothing more to say.
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    const input = toGradingInput(fields);
    const checked = createGradingStandardInput.safeParse(input);
    if (!checked.success) {
      feedback.error(checked.error.issues[0]?.message ?? '评分标准填写有误');
      return;
    }
    try {
      if (id === undefined) await create.mutateAsync(input);
      else await update.mutateAsync({ ...input, id });
      onClose();
    } catch (err) {
      // The server's refusal was shown as its message (app/http.ts); the drawer stays open with what was typed.
      if (!(err instanceof ApiError)) throw err;
    }
  };

  const copyThis = async () => {
    if (id === undefined) return;
    try {
      onCopied((await copy.mutateAsync(id)).id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  };

  // Closing with unsaved edits asks first: a standard is long work.
  const close = () => {
    if (readOnly || !form.isFieldsTouched()) return onClose();
    confirmDiscard(modal, '关闭后，本次对评分标准所做的修改将丢失。', onClose);
  };

  const name = standard.data ? `：${standard.data.name}` : '';
  const title = id === undefined ? '新建评分标准' : readOnly ? `查看评分标准${name}` : `编辑评分标准${name}`;
  const extra = readOnly ? (
    <Space>
      <Button onClick={onClose}>关闭</Button>
      <Button type="primary" loading={copy.isPending} onClick={copyThis} data-testid="grading-view-copy">
        复制后修改
      </Button>
    </Space>
  ) : (
    <SaveCancel
      onCancel={close}
      onSave={save}
      saving={create.isPending || update.isPending}
      disabled={id !== undefined && !standard.data}
      data-testid="grading-save"
    />
  );

  return (
    <EditorDrawer
      title={title}
      size="min(1100px, calc(100vw - 48px))"
      loading={id !== undefined && standard.isLoading}
      onClose={close}
      extra={extra}
      data-testid="grading-editor"
    >
      {readOnly && standard.data ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`该评分标准已被 ${standard.data.usedBy} 个项目使用，不能修改。如需调整，请复制后在副本上修改。`}
          />
          <GradingStandardView standard={standard.data} />
        </>
      ) : (
        <Form<GradingFormValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={id === undefined ? NEW_STANDARD : undefined}
          data-testid="grading-form"
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label="评分标准名称" required rules={[zodRule(field.name)]}>
                <Input placeholder="如：工程施工类综合评分法" maxLength={100} data-testid="grading-name" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="remark" label="备注" rules={[zodRule(field.remark)]}>
                <Input placeholder="适用范围等（选填）" maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="priceFormula" label="价格分计算方法" required rules={[zodRule(field.priceFormula)]}>
            <Radio.Group data-testid="grading-formula">
              <Space orientation="vertical">
                {PRICE_FORMULAS.map((f) => (
                  <Radio key={f} value={f}>
                    {PRICE_FORMULA_LABELS[f]}
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {PRICE_FORMULA_EXPLANATIONS[f]}
                    </Typography.Text>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Divider titlePlacement="start">初步评审</Divider>
          {PRELIMINARY_GROUPS.map((group) => (
            <GradingItemsTable key={group} group={group} />
          ))}
          <Divider titlePlacement="start">详细评审</Divider>
          {SCORED_GROUPS.map((group) => (
            <GradingItemsTable key={group} group={group} />
          ))}
          <GradingTotal values={values} />
        </Form>
      )}
    </EditorDrawer>
  );
}
