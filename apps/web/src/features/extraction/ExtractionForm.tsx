import { ThunderboltOutlined } from '@ant-design/icons';
import { externalExtractionInput, projectExtractionInput } from '@swp/core/extraction/manage-schema';
import { type AvoidUnit, DEFAULT_COMMITTEE_RULES, extractionRequestFields } from '@swp/core/extraction/schema';
import { App, Button, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { COMMON_TITLES } from '../../shared/forms/specialist-options.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { SpecialtyTreeSelect } from '../../shared/pickers/SpecialtyTreeSelect.tsx';
import { AvoidanceFields } from './AvoidanceFields.tsx';

const f = extractionRequestFields.shape;
const taskFields = externalExtractionInput.shape;

/** The form holds specialties as tree ids (numbers); the request lists them as strings. */
export interface ExtractionFormValues {
  taskName?: string;
  taskDescription?: string;
  committeeSize: number;
  technicalCount: number;
  economicCount: number;
  otherCount: number;
  backupCount: number;
  includeSpecialties?: number[];
  excludeSpecialties?: number[];
  includeRegions?: string[];
  excludeRegions?: string[];
  includeTitles?: string[];
  excludeTitles?: string[];
  maxAge: number;
  expertSource?: 'any' | 'internal' | 'external';
  avoidUnits?: AvoidUnit[];
  avoidExperts?: { expertId?: number; reason: string }[];
}

/** The first sensible committee for a minimum size: every seat drawn, one economic expert. */
export function defaultValues(minSize: number, avoidUnits: AvoidUnit[] = []): ExtractionFormValues {
  return {
    committeeSize: minSize,
    technicalCount: minSize - 1,
    economicCount: 1,
    otherCount: 0,
    backupCount: 2,
    maxAge: DEFAULT_COMMITTEE_RULES.maxAgeCeiling,
    expertSource: 'any',
    avoidUnits,
    avoidExperts: [],
  };
}

const toStrings = (ids: number[] | undefined) => (ids ?? []).map(String);

function toRequest(v: ExtractionFormValues) {
  return {
    ...v,
    includeSpecialties: toStrings(v.includeSpecialties),
    excludeSpecialties: toStrings(v.excludeSpecialties),
    includeRegions: v.includeRegions ?? [],
    excludeRegions: v.excludeRegions ?? [],
    includeTitles: v.includeTitles ?? [],
    excludeTitles: v.excludeTitles ?? [],
    avoidUnits: v.avoidUnits ?? [],
    avoidExperts: (v.avoidExperts ?? []).map((a) => ({ expertId: a.expertId as number, reason: a.reason })),
  };
}

type Target = { kind: 'project'; projectId: number } | { kind: 'external' };

interface Props {
  target: Target;
  initialValues: ExtractionFormValues;
  /** The committee rule that depends on the project (e.g. 询价采购项目不少于3人), shown under the size. */
  sizeHint: string;
  unitsHint?: string;
  busy: boolean;
  submitText?: string;
  onSubmit: (payload: Record<string, unknown>) => Promise<unknown>;
  extra?: ReactNode;
}

const count = (label: string, name: keyof typeof f, rule: unknown, testId?: string) => (
  <Form.Item label={label} name={name} rules={[zodRule(rule as never)]} required>
    <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} suffix="人" data-testid={testId} />
  </Form.Item>
);

/**
 * The draw request (docs/rules.md) for a project or an external task. Each field has the shared schema's rule; the
 * committee rules across fields (odd size, minimum, two thirds technical and economic) run on submit through the
 * same schema the server parses, and land on the fields they concern.
 */
export function ExtractionForm({
  target,
  initialValues,
  sizeHint,
  unitsHint,
  busy,
  submitText = '抽取',
  onSubmit,
  extra,
}: Props) {
  const [form] = Form.useForm<ExtractionFormValues>();
  const { modal } = App.useApp();

  const finish = (values: ExtractionFormValues) => {
    const payload =
      target.kind === 'project' ? { ...toRequest(values), projectId: target.projectId } : toRequest(values);
    const schema = target.kind === 'project' ? projectExtractionInput : externalExtractionInput;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const issue of parsed.error.issues) {
        const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        const key = name.join('.');
        const entry = byField.get(key) ?? { name, errors: [] };
        entry.errors.push(issue.message);
        byField.set(key, entry);
      }
      form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
      return;
    }
    modal.confirm({
      title: '确认抽取专家？',
      content: '系统将按以上条件随机抽取，结果立即生效并记入抽取记录，被抽中的专家会马上收到短信通知，不能撤销。',
      okText: '确认抽取',
      onOk: () => onSubmit(payload).catch(() => undefined),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={finish}
      scrollToFirstError
      data-testid="extraction-form"
    >
      {target.kind === 'external' ? (
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item label="任务名称" name="taskName" rules={[zodRule(taskFields.taskName)]} required>
              <Input placeholder="如：2026年度管网改造工程评审" maxLength={100} data-testid="task-name" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item label="任务说明" name="taskDescription" rules={[zodRule(taskFields.taskDescription)]}>
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={1000}
                placeholder="评审内容、时间地点等"
              />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Divider titlePlacement="start" plain>
        抽取人数
      </Divider>
      <Row gutter={16}>
        <Col xs={12} lg={4}>
          <Form.Item label="评审专家人数" name="committeeSize" rules={[zodRule(f.committeeSize)]} required>
            <InputNumber
              min={1}
              max={49}
              precision={0}
              style={{ width: '100%' }}
              suffix="人"
              data-testid="committee-size"
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          {count('其中技术类', 'technicalCount', f.technicalCount, 'technical-count')}
        </Col>
        <Col xs={12} lg={4}>
          {count('其中经济类', 'economicCount', f.economicCount, 'economic-count')}
        </Col>
        <Col xs={12} lg={4}>
          {count('其中其他类', 'otherCount', f.otherCount)}
        </Col>
        <Col xs={12} lg={4}>
          {count('备选专家', 'backupCount', f.backupCount, 'backup-count')}
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item label="年龄上限" name="maxAge" rules={[zodRule(f.maxAge)]} required>
            <InputNumber
              min={18}
              max={DEFAULT_COMMITTEE_RULES.maxAgeCeiling}
              precision={0}
              style={{ width: '100%' }}
              suffix="岁"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {sizeHint}。备选专家在评委拒绝、超时或不能参加时优先递补。
      </Typography.Paragraph>
      <Divider titlePlacement="start" plain>
        抽取范围
      </Divider>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item label="专业类别" name="includeSpecialties" extra="不选则不限专业">
            <SpecialtyTreeSelect multiple placeholder="从这些专业类别中抽取" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="排除专业类别" name="excludeSpecialties">
            <SpecialtyTreeSelect multiple placeholder="不抽取这些专业类别的专家" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="所在地区" name="includeRegions" rules={[zodRule(f.includeRegions)]}>
            <Select mode="tags" placeholder="输入地区后回车，不填则不限" open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="排除所在地区" name="excludeRegions" rules={[zodRule(f.excludeRegions)]}>
            <Select mode="tags" placeholder="输入地区后回车" open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="职称" name="includeTitles" rules={[zodRule(f.includeTitles)]}>
            <Select mode="tags" options={COMMON_TITLES} placeholder="不选则不限职称" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="排除职称" name="excludeTitles" rules={[zodRule(f.excludeTitles)]}>
            <Select mode="tags" options={COMMON_TITLES} placeholder="不抽取这些职称的专家" />
          </Form.Item>
        </Col>
        {target.kind === 'project' ? (
          <Col xs={24}>
            <Form.Item label="专家来源" name="expertSource" rules={[zodRule(f.expertSource)]}>
              <Radio.Group
                options={[
                  { value: 'any', label: '全部专家' },
                  { value: 'internal', label: '仅内部专家' },
                  { value: 'external', label: '仅外部招募专家' },
                ]}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Divider titlePlacement="start" plain>
        回避
      </Divider>
      <AvoidanceFields unitsHint={unitsHint} />
      <Divider />
      {extra}
      <Button
        type="primary"
        htmlType="submit"
        icon={<ThunderboltOutlined />}
        loading={busy}
        size="large"
        data-testid="draw-submit"
      >
        {submitText}
      </Button>
    </Form>
  );
}
