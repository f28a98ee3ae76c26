import type { AnnouncementType } from '@swp/core/announcement/schema';
import { createTemplateInput } from '@swp/core/announcement/template';
import { App, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { TYPE_OPTIONS } from '../../shared/announcement-types.ts';
import { EditorDrawer, SaveCancel } from '../../shared/components/EditorDrawer.tsx';
import { confirmDiscard } from '../../shared/confirm-discard.ts';
import RichTextEditor, { type RichTextEditorHandle } from '../../shared/editor/RichTextEditor.tsx';
import { PURCHASE_WAY_OPTIONS } from '../../shared/forms/options.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useCreateTemplate, useTemplate, useUpdateTemplate } from './api.ts';
import { PlaceholderPanel } from './PlaceholderPanel.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

interface Values {
  name: string;
  type: AnnouncementType;
  purchaseWay: number;
  html: string;
}

const field = createTemplateInput.shape;
const EDITOR_HEIGHT = 'calc(100vh - 330px)';
const PREVIEW_HEIGHT = 'calc(100vh - 250px)';

/** A new tender template starts from a skeleton with the usual sections, so staff edit rather than start blank. */
const SKELETON =
  '<h1>{{projectName}}招标公告</h1><h3>一、项目概况</h3><p>项目编号：{{projectCode}}</p>' +
  '<p>采购方式：{{purchaseWay}}</p><p>采购人：{{purchaseName}}</p><p>预算金额：{{budget}}元</p>' +
  '<h3>二、报名时间</h3><p>{{enrollTime}}至{{enrollEndTime}}</p>' +
  '<h3>三、开标时间</h3><p>{{openTime}}</p><h3>四、联系方式</h3><p>联系人：{{contacts}}　电话：{{mobile}}</p>';

/**
 * The template editor (lazy chunk: tiptap lives here): name, type and purchase way; the rich text with the
 * placeholder buttons of the chosen type; the live preview beside it.
 */
export default function TemplateEditorDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const template = useTemplate(id);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const type = Form.useWatch('type', form) ?? 'tender';
  const html = Form.useWatch('html', form) ?? '';

  useEffect(() => {
    if (template.data) {
      const { name, type, purchaseWay, html } = template.data;
      form.setFieldsValue({ name, type, purchaseWay, html });
    }
  }, [template.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    if (id === undefined) await create.mutateAsync(values);
    else await update.mutateAsync({ id, ...values });
    onClose();
  };

  // Closing with unsaved edits asks first: a template can be long work.
  const close = () => {
    if (!form.isFieldsTouched()) return onClose();
    confirmDiscard(modal, '关闭后，本次对模板所做的修改将丢失。', onClose);
  };

  const title = id === undefined ? '新建公告模板' : `编辑公告模板${template.data ? `：${template.data.name}` : ''}`;

  return (
    <EditorDrawer
      title={title}
      size="min(1320px, calc(100vw - 48px))"
      loading={id !== undefined && template.isLoading}
      onClose={close}
      extra={
        <SaveCancel
          onCancel={close}
          onSave={save}
          saving={create.isPending || update.isPending}
          data-testid="template-save"
        />
      }
      styles={{ body: { paddingTop: 16 } }}
      data-testid="template-editor"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ type: 'tender', purchaseWay: 1, html: id === undefined ? SKELETON : '' }}
      >
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="name" label="模板名称" required rules={[zodRule(field.name)]}>
              <Input placeholder="如：询价采购招标公告（通用）" maxLength={100} data-testid="template-name" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name="type" label="公告类型" required rules={[zodRule(field.type)]}>
              <Select options={TYPE_OPTIONS} data-testid="template-type" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item name="purchaseWay" label="采购方式" required rules={[zodRule(field.purchaseWay)]}>
              <Select options={PURCHASE_WAY_OPTIONS} data-testid="template-purchase-way" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={20}>
          <Col span={14}>
            <PlaceholderPanel type={type} onInsert={(token) => editorRef.current?.insertText(token)} />
            <Form.Item name="html" required rules={[zodRule(field.html)]} style={{ marginBottom: 0 }}>
              <RichTextEditor handle={editorRef} height={EDITOR_HEIGHT} data-testid="template-html" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <TemplatePreview html={html} type={type} height={PREVIEW_HEIGHT} />
          </Col>
        </Row>
      </Form>
    </EditorDrawer>
  );
}
