import { ReloadOutlined } from '@ant-design/icons';
import type { AnnouncementListRow, RenderedHtml } from '@swp/core/announcement/api';
import { STALE_TEXT_REFUSAL } from '@swp/core/announcement/refresh';
import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType, announcementInput } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { App, Button, Col, Drawer, Empty, Form, Popconfirm, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { ApiError } from '../../app/http.ts';
import { confirmDiscard } from '../../shared/confirm-discard.ts';
import RichTextEditor from '../../shared/editor/RichTextEditor.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { AnnouncementFields } from './AnnouncementFields.tsx';
import {
  type AnnouncementFormValues,
  attachmentIds,
  checkTypeRules,
  createPayload,
  defaultTitle,
  formValuesOf,
  sourceFields,
} from './announcement-form.ts';
import {
  announcementApi,
  useAnnouncement,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  usePublishAnnouncement,
  useUpdateAnnouncement,
} from './api.ts';
import { PreviewModal } from './PreviewModal.tsx';

interface Props {
  project: ProjectDetail;
  type: AnnouncementType;
  /** The draft to continue; none = a new announcement of `type`. */
  id?: number;
  published: AnnouncementListRow[];
  /** Every announcement of the project, drafts too: the default title numbers the corrections. */
  announcements: AnnouncementListRow[];
  onClose: () => void;
}

const quiet = <T,>(p: Promise<T>) => p.catch(() => null);

/**
 * The announcement editor (lazy chunk). A new announcement starts with its template and fields; 生成公告内容 makes
 * the draft, the server filling the template. The text is then editable; 预览 and 发布 save the draft first, so
 * what is previewed and published is exactly what is on screen.
 */
export default function AnnouncementEditorDrawer({ project, type, id, published, announcements, onClose }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const [draftId, setDraftId] = useState(id);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<RenderedHtml | null>(null);
  const [busy, setBusy] = useState<'preview' | 'render' | null>(null);
  const draft = useAnnouncement(draftId);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const publish = usePublishAnnouncement();
  const remove = useDeleteAnnouncement();
  const label = ANNOUNCEMENT_TYPE_LABELS[type];
  const fallbackTitle = defaultTitle(project, type, announcements, draftId);
  const loaded = useRef<number | null>(null);

  // A saved draft fills the form once; later refetches must not overwrite what is being typed.
  useEffect(() => {
    if (draft.data && loaded.current !== draft.data.id) {
      loaded.current = draft.data.id;
      form.setFieldsValue(formValuesOf(draft.data));
    }
  }, [draft.data, form]);

  const valid = async (): Promise<AnnouncementFormValues | null> => {
    const ok = await form.validateFields().then(
      () => true,
      () => false,
    );
    const values = form.getFieldsValue(true) as AnnouncementFormValues;
    // The type's rules run even when a field failed, so every message shows at once.
    const rulesOk = checkTypeRules(form, project.id, type, values, fallbackTitle, draftId === undefined);
    return ok && rulesOk ? values : null;
  };

  const generate = async () => {
    const values = await valid();
    if (!values) return;
    const created = await quiet(create.mutateAsync(createPayload(project.id, type, values)));
    if (!created) return;
    loaded.current = created.id;
    setDraftId(created.id);
    form.setFieldsValue(formValuesOf(created));
    setDirty(false);
    feedback.success('草稿已生成，可在右侧修改正文');
  };

  /** Saves the draft; true when saved. */
  const save = async (announce: boolean) => {
    const values = await valid();
    if (!values || draftId === undefined) return false;
    const saved = await quiet(
      update.mutateAsync({
        id: draftId,
        title: values.title || fallbackTitle,
        html: values.html ?? '',
        ...sourceFields(values, type),
        attachmentIds: attachmentIds(values),
      }),
    );
    if (!saved) return false;
    form.setFieldValue('html', saved.html);
    setDirty(false);
    if (announce) feedback.success('草稿已保存');
    return true;
  };

  const showPreview = async () => {
    setBusy('preview');
    try {
      if (draftId !== undefined && (await save(false))) {
        const rendered = await quiet(announcementApi.preview(draftId));
        if (rendered) setPreview(rendered);
      }
    } finally {
      setBusy(null);
    }
  };

  /** The text made again from the template with the form's current information; `keep` saves it at once. */
  const regenerate = async (keep: boolean) => {
    const values = await valid();
    if (!values || draftId === undefined) return false;
    setBusy('render');
    const rendered = await quiet(announcementApi.render({ id: draftId, ...sourceFields(values, type) }));
    setBusy(null);
    if (!rendered) return false;
    form.setFieldValue('html', rendered.html);
    setDirty(true);
    return keep ? save(false) : true;
  };

  /** The text states a time the project does not have (a draft from before values were kept up to date). */
  const offerRegenerate = () =>
    modal.confirm({
      title: STALE_TEXT_REFUSAL,
      content:
        '正文中的时间无法自动更新。重新生成将按模板和左侧当前信息生成正文（正文中手动修改的内容会被覆盖），生成后请检查再发布。',
      okText: '重新生成',
      cancelText: '暂不',
      onOk: async () => {
        if (await regenerate(true)) {
          setPreview(null);
          feedback.success('正文已重新生成并保存，请检查后再发布');
        }
      },
    });

  const confirmPublish = () =>
    modal.confirm({
      title: `确认发布${label}？`,
      content: '发布后不可修改，将立即在公告栏公开；如需变更，请发布更正公告。',
      okText: '确认发布',
      cancelText: '再检查一下',
      onOk: async () => {
        if (draftId === undefined || !(await save(false))) return;
        try {
          await publish.mutateAsync(draftId);
          feedback.success(`${label}已发布`);
          onClose();
        } catch (error) {
          if (error instanceof ApiError && error.message === STALE_TEXT_REFUSAL) offerRegenerate();
        }
      },
    });

  const confirmRender = () =>
    modal.confirm({
      title: '按模板重新生成正文？',
      content: '将用左侧当前填写的信息重新生成正文，正文中手动修改的内容会被覆盖。',
      okText: '重新生成',
      onOk: () => regenerate(false),
    });

  const deleteDraft = async () => {
    if (draftId !== undefined && (await quiet(remove.mutateAsync(draftId)))) {
      feedback.success('草稿已删除');
      onClose();
    }
  };

  const close = () => {
    if (!dirty) return onClose();
    confirmDiscard(modal, '关闭后，本次修改将丢失（已保存的草稿仍在）。', onClose);
  };

  const hasDraft = draftId !== undefined;
  const saving = update.isPending || publish.isPending;
  const actions = hasDraft ? (
    <Space>
      <Popconfirm title="删除该草稿？" description="删除后不可恢复。" okText="删除" onConfirm={deleteDraft}>
        <Button danger>删除草稿</Button>
      </Popconfirm>
      <Button onClick={showPreview} loading={busy === 'preview'} data-testid="announcement-preview-button">
        预览
      </Button>
      <Button
        onClick={() => void save(true)}
        loading={update.isPending && busy === null}
        data-testid="announcement-save"
      >
        保存草稿
      </Button>
      <Button
        type="primary"
        onClick={confirmPublish}
        loading={publish.isPending}
        disabled={saving && !publish.isPending}
        data-testid="announcement-publish"
      >
        发布
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={close}>取消</Button>
      <Button type="primary" onClick={generate} loading={create.isPending} data-testid="announcement-generate">
        生成公告内容
      </Button>
    </Space>
  );

  return (
    <Drawer
      open
      title={`${hasDraft ? '编辑' : '新建'}${label} · ${project.projectName}`}
      size="min(1320px, calc(100vw - 48px))"
      onClose={close}
      maskClosable={false}
      extra={actions}
      data-testid="announcement-editor"
      styles={{ body: { paddingTop: 16 } }}
    >
      {hasDraft && draft.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Form<AnnouncementFormValues>
          form={form}
          layout="vertical"
          onValuesChange={() => setDirty(true)}
          initialValues={
            type === 'correction'
              ? { correctsId: published.find((a) => a.type === 'tender' || a.type === 'correction')?.id }
              : {}
          }
        >
          <Row gutter={24}>
            <Col span={9}>
              <AnnouncementFields
                project={project}
                type={type}
                templateFixed={hasDraft}
                published={published}
                defaultTitle={fallbackTitle}
              />
            </Col>
            <Col span={15}>
              {hasDraft ? (
                <>
                  <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
                    <Typography.Text type="secondary">
                      正文由模板和左侧信息生成，可直接修改；修改左侧信息后可按模板重新生成。
                    </Typography.Text>
                    <Button size="small" icon={<ReloadOutlined />} onClick={confirmRender} loading={busy === 'render'}>
                      按模板重新生成
                    </Button>
                  </Space>
                  <Form.Item name="html" rules={[zodRule(announcementInput.shape.html)]} style={{ marginBottom: 0 }}>
                    <RichTextEditor height="calc(100vh - 230px)" data-testid="announcement-html" />
                  </Form.Item>
                </>
              ) : (
                <Empty
                  style={{ marginTop: 120 }}
                  description="选择模板并填写左侧公告信息后，点击右上角“生成公告内容”，正文将在这里生成并可编辑"
                />
              )}
            </Col>
          </Row>
        </Form>
      )}
      {preview && hasDraft ? (
        <PreviewModal
          project={project}
          type={type}
          typeLabel={label}
          title={form.getFieldValue('title') || fallbackTitle}
          rendered={preview}
          attachments={form.getFieldValue('attachments') ?? []}
          enrollEndTime={sourceFields(form.getFieldsValue(true), type).enrollEndTime}
          onRegenerate={offerRegenerate}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </Drawer>
  );
}
