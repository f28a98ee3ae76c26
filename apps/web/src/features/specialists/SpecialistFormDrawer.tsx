import { mobileField } from '@swp/core/auth/fields';
import type { ExpertCategory } from '@swp/core/extraction/schema';
import {
  birthDateFromIdNumber,
  categoryField,
  externalField,
  type Gender,
  genderFromIdNumber,
  idNumberProblem,
  normalizeIdNumber,
  reconcileWithIdNumber,
  type SpecialistListItem,
  specialistNameField,
  specialistUpdateInput,
  specialtyIdsField,
} from '@swp/core/specialist/index';
import {
  AutoComplete,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  type FormRule,
  Input,
  Radio,
  Row,
  Select,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { feedback } from '../../app/feedback.ts';
import { CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { COMMON_TITLES, categoryOptions, genderOptions } from '../../shared/forms/specialist-options.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { SpecialtyTreeSelect } from '../../shared/pickers/SpecialtyTreeSelect.tsx';
import { useCreateSpecialist, useUpdateSpecialist } from './api.ts';

const field = specialistUpdateInput.shape;

interface Values {
  name: string;
  gender?: Gender | null;
  mobile: string;
  idNumber?: string;
  birthDate?: string | null;
  title?: string;
  employer?: string;
  region?: string;
  category: ExpertCategory;
  external: boolean;
  specialtyIds?: number[];
  deptName?: string;
}

/** The ID number decides gender and birth date; a form that says otherwise is refused by the server too. */
const agreesWithIdNumber =
  (which: 'gender' | 'birthDate'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const id = normalizeIdNumber(String(getFieldValue('idNumber') ?? ''));
      if (!id || idNumberProblem(id)) return;
      const check = reconcileWithIdNumber({
        idNumber: id,
        gender: getFieldValue('gender') ?? null,
        birthDate: getFieldValue('birthDate') ?? null,
      });
      if (!check.ok && check.field === which) throw new Error(check.message);
    },
  });

const initialOf = (row: SpecialistListItem | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        gender: row.gender,
        mobile: row.mobile,
        birthDate: row.birthDate,
        title: row.title,
        employer: row.employer,
        region: row.region,
        category: row.category,
        external: row.external,
        specialtyIds: row.specialties.map((s) => s.id),
        deptName: row.deptName,
      }
    : { category: 'technical', external: false, specialtyIds: [] };

interface Props {
  open: boolean;
  /** The expert being edited; null creates one. */
  editing: SpecialistListItem | null;
  onClose: () => void;
}

/** 新增专家 / 编辑专家: the fields of docs/product.md with the shared schema's rules. */
export function SpecialistFormDrawer({ open, editing, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateSpecialist();
  const update = useUpdateSpecialist();
  const busy = create.isPending || update.isPending;

  // A complete, valid ID number fills gender and birth date, so they are never typed twice.
  const onValuesChange = (changed: Partial<Values>) => {
    if (changed.idNumber === undefined) return;
    const id = normalizeIdNumber(changed.idNumber);
    if (id.length !== 18 || idNumberProblem(id)) return;
    form.setFieldsValue({ gender: genderFromIdNumber(id), birthDate: birthDateFromIdNumber(id) });
    void form.validateFields(['gender', 'birthDate']).catch(() => undefined);
  };

  const submit = async (values: Values) => {
    // While editing, a blank ID number keeps the stored one (the form never holds it in full).
    const { idNumber, ...rest } = values;
    const payload = { ...rest, ...(idNumber?.trim() ? { idNumber } : {}) };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...payload });
      else await create.mutateAsync(payload);
      feedback.success(editing ? '专家信息已保存' : '专家已添加');
      onClose();
    } catch {
      // the HTTP client has shown the server's message
    }
  };

  return (
    <Drawer
      title={editing ? `编辑专家：${editing.name}` : '新增专家'}
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="specialist-form-submit">
            保存
          </Button>
        </Space>
      }
    >
      {/* destroyOnHidden: the form is built afresh on every opening, from these initial values. */}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialOf(editing)}
        onFinish={submit}
        onValuesChange={onValuesChange}
        data-testid="specialist-form"
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="姓名" name="name" rules={[zodRule(specialistNameField)]} required>
              <Input placeholder="请输入专家姓名" maxLength={50} data-testid="form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="手机号" name="mobile" rules={[zodRule(mobileField)]} required>
              <Input placeholder="用于接收抽取通知短信" maxLength={11} data-testid="form-mobile" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="身份证号"
              name="idNumber"
              rules={[zodRule(field.idNumber)]}
              extra={editing?.idNumber ? `当前：${editing.idNumber}，不修改请留空` : '填写后自动带出性别和出生日期'}
            >
              <Input placeholder="18位身份证号" maxLength={18} data-testid="form-id-number" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="性别" name="gender" rules={[zodRule(field.gender), agreesWithIdNumber('gender')]}>
              <Radio.Group options={genderOptions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="出生日期"
              name="birthDate"
              rules={[zodRule(field.birthDate), agreesWithIdNumber('birthDate')]}
              getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : null })}
              normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
            >
              <DatePicker style={{ width: '100%' }} placeholder="请选择出生日期" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="职称" name="title" rules={[zodRule(field.title)]}>
              <AutoComplete options={COMMON_TITLES} placeholder="如：高级工程师" allowClear={CLEARABLE_SELECT} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="专家类别" name="category" rules={[zodRule(categoryField)]} required>
              <Select options={categoryOptions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="内部/外部" name="external" rules={[zodRule(externalField)]} required>
              <Radio.Group
                options={[
                  { value: false, label: '内部专家' },
                  { value: true, label: '外部招募' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="专业类别" name="specialtyIds" rules={[zodRule(specialtyIdsField.optional())]}>
              <SpecialtyTreeSelect multiple placeholder="可选择多个专业类别" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label="工作单位"
              name="employer"
              rules={[zodRule(field.employer)]}
              extra="抽取时与回避单位比对，请填写单位全称"
            >
              <Input placeholder="请输入工作单位全称" maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="所在地区" name="region" rules={[zodRule(field.region)]}>
              <Input placeholder="如：杭州市" maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="部门/专业组" name="deptName" rules={[zodRule(field.deptName)]}>
              <Input placeholder="专家端显示的部门" maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
