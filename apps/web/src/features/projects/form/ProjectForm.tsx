import { ENCRYPT_MODE_LABELS, ENCRYPT_MODES } from '@swp/core/project/encrypt-mode';
import { type CreateProjectInput, createProjectInput, PROJECT_FIELD_LABELS as L } from '@swp/core/project/schema';
import { AutoComplete, Button, Card, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { MoneyInput } from '../../../shared/components/MoneyInput.tsx';
import { PURCHASE_WAY_OPTIONS } from '../../../shared/forms/options.ts';
import { zodRule } from '../../../shared/forms/zodRule.ts';
import { DepartmentSelect } from '../../../shared/pickers/DepartmentSelect.tsx';
import { GradingStandardHint, GradingStandardSelect } from '../../../shared/pickers/GradingStandardSelect.tsx';
import { usePurchaseSettings } from '../../../shared/queries/purchase-settings.ts';
import { defaultEncryptMode, type ProjectFormValues } from './formValues.ts';
import { SectionsField } from './SectionsField.tsx';

type Field = keyof CreateProjectInput;
const rules = (field: Field) => [zodRule(createProjectInput.shape[field])];

const CATEGORIES = ['工程', '货物', '服务'].map((value) => ({ value }));
const FUNDING = ['企业自有资金', '财政资金', '银行贷款', '专项债券'].map((value) => ({ value }));

const half = { xs: 24, lg: 12 } as const;
const ENCRYPT_MODE_OPTIONS = ENCRYPT_MODES.map((value) => ({ value, label: ENCRYPT_MODE_LABELS[value] }));
const ENCRYPT_MODE_HINT =
  '投标人加密：投标人在本机用自己的解密口令加密投标文件和报价，开标时在开标大厅自行解密，开标前任何人都无法查看；' +
  '平台加密：由平台加密保管，开标时由平台解密。选择采购方式后按采购参数预设，可修改。';
const text = (rows: number, max: number, placeholder?: string) => (
  <Input.TextArea autoSize={{ minRows: rows, maxRows: 12 }} maxLength={max} showCount placeholder={placeholder} />
);

interface Props {
  form: ReturnType<typeof Form.useForm<ProjectFormValues>>[0];
  initialValues?: ProjectFormValues;
  /** On edit, departments the project already has stay selectable even if disabled since. */
  keepDepartments?: number[];
  submitting: boolean;
  submitText: string;
  onSubmit: (values: ProjectFormValues) => void;
  onCancel: () => void;
  onChange?: () => void;
}

/** Every project field of docs/product.md plus budget and sections, grouped as a clerk reads a tender file. */
export function ProjectForm({
  form,
  initialValues,
  keepDepartments,
  submitting,
  submitText,
  onSubmit,
  onCancel,
  onChange,
}: Props) {
  const settings = usePurchaseSettings();
  // A way chosen before 采购参数 arrived (or a copy's form) gets its default once they do, unless one is chosen.
  useEffect(() => {
    if (form.getFieldValue('encryptMode')) return;
    const mode = defaultEncryptMode(Number(form.getFieldValue('purchaseWay')), settings.data);
    if (mode) form.setFieldValue('encryptMode', mode);
  }, [form, settings.data]);
  return (
    <Form<ProjectFormValues>
      form={form}
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={(changed: Partial<ProjectFormValues>) => {
        onChange?.();
        // A purchase way brings its own 加密方式 (采购参数); the clerk may still choose the other one after.
        if ('purchaseWay' in changed) {
          const mode = defaultEncryptMode(Number(changed.purchaseWay), settings.data);
          if (mode) form.setFieldValue('encryptMode', mode);
        }
        // The sections' sum is checked against the budget at list level: re-check it once it has complained.
        if (('budget' in changed || 'sections' in changed) && form.getFieldError(['sections']).length) {
          form.validateFields([['sections']]).catch(() => undefined);
        }
      }}
      labelCol={{ flex: '120px' }}
      labelWrap
      scrollToFirstError={{ block: 'center' }}
      data-testid="project-form"
    >
      <Card title="基本信息" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24}>
            <Form.Item name="projectName" label={L.projectName} required rules={rules('projectName')}>
              <Input maxLength={200} placeholder="请输入项目名称" data-testid="field-projectName" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="projectCode"
              label={L.projectCode}
              rules={rules('projectCode')}
              extra="留空则自动生成，格式为 SW-年份-序号"
            >
              <Input maxLength={50} placeholder="自动生成" data-testid="field-projectCode" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="purchaseWay" label={L.purchaseWay} required rules={rules('purchaseWay')}>
              <Select options={PURCHASE_WAY_OPTIONS} placeholder="请选择采购方式" data-testid="field-purchaseWay" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="encryptMode"
              label={L.encryptMode}
              required
              rules={[{ required: true, message: '请选择加密方式' }, ...rules('encryptMode')]}
              extra={ENCRYPT_MODE_HINT}
            >
              <Radio.Group options={ENCRYPT_MODE_OPTIONS} data-testid="field-encryptMode" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="needDeptId" label={L.needDeptId} required rules={rules('needDeptId')}>
              <DepartmentSelect keep={keepDepartments} placeholder="请选择需求部门" data-testid="field-needDeptId" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="manageDeptId" label={L.manageDeptId} required rules={rules('manageDeptId')}>
              <DepartmentSelect keep={keepDepartments} placeholder="请选择管理部门" data-testid="field-manageDeptId" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="purchaseName" label={L.purchaseName} required rules={rules('purchaseName')}>
              <Input maxLength={100} placeholder="采购单位名称" data-testid="field-purchaseName" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="categoryCn" label={L.categoryCn} required rules={rules('categoryCn')}>
              <AutoComplete options={CATEGORIES} placeholder="如：工程、货物、服务" data-testid="field-categoryCn" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="budget" label={L.budget} required rules={rules('budget')} extra="单位：元，保留两位小数">
              <MoneyInput data-testid="field-budget" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="totalInvestment" label={L.totalInvestment} rules={rules('totalInvestment')}>
              <Input maxLength={50} placeholder="金额（元）或说明，如：约1.2亿元" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="specialFree" label={L.specialFree} rules={rules('specialFree')}>
              <AutoComplete options={FUNDING} placeholder="如：企业自有资金" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="gradingStandardId"
              label={L.gradingStandardId}
              rules={rules('gradingStandardId')}
              extra={<GradingStandardHint />}
            >
              <GradingStandardSelect data-testid="field-gradingStandardId" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="招标内容" size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="tendCon" label={L.tendCon} rules={rules('tendCon')}>
          {text(2, 2000, '项目审批、资金落实等招标条件')}
        </Form.Item>
        <Form.Item name="bidRange" label={L.bidRange} rules={rules('bidRange')}>
          {text(2, 2000)}
        </Form.Item>
        <Form.Item name="section" label={L.section} rules={rules('section')}>
          {text(2, 2000, '标段划分说明，如：本项目划分为两个标段')}
        </Form.Item>
        <Form.Item label={L.sections}>
          <SectionsField />
        </Form.Item>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item name="address" label={L.address} rules={rules('address')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cycle" label={L.cycle} rules={rules('cycle')}>
              <Input maxLength={100} placeholder="如：180日历天" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="openAddress"
          label={L.openAddress}
          rules={rules('openAddress')}
          extra="开标（响应文件开启）的会议室或线上开标大厅；发布招标公告前须填写，将写入公告和专家邀请短信。"
        >
          <Input
            maxLength={200}
            placeholder="如：集团本部三楼开标室 / 线上开标大厅"
            data-testid="project-open-address"
          />
        </Form.Item>
        <Form.Item name="qualityReq" label={L.qualityReq} rules={rules('qualityReq')}>
          {text(2, 2000, '如：合格，符合国家及行业现行验收标准')}
        </Form.Item>
        <Form.Item name="qualificationReq" label={L.qualificationReq} rules={rules('qualificationReq')}>
          {text(3, 5000, '资质、业绩、人员、财务等要求')}
        </Form.Item>
        <Form.Item name="other" label={L.other} rules={rules('other')}>
          {text(2, 2000)}
        </Form.Item>
      </Card>

      <Flex justify="center" gap={12} style={{ padding: '8px 0' }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="project-save">
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}
