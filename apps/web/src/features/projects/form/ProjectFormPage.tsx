import { Button, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { PageResult } from '../../../shared/components/PageResult.tsx';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { useCreateProject, useProjectDetail, useUpdateProject } from '../api.ts';
import { projectPath } from '../paths.ts';
import { type ProjectFormValues, toInput, valuesFromDetail } from './formValues.ts';
import { ProjectForm } from './ProjectForm.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

const DEFAULTS: Partial<ProjectFormValues> = { sections: [] };

/** /manage/layout/project/new — 新建项目 (a draft; the code is generated unless typed). */
export function ProjectCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
  const create = useCreateProject();
  const guard = useLeaveGuard();
  const submit = async (values: ProjectFormValues) => {
    try {
      const saved = await create.mutateAsync(toInput(values));
      guard.release();
      feedback.success(`项目已创建，项目编号 ${saved.projectCode}`);
      navigate(projectPath.detail(saved.id), { replace: true });
    } catch {
      // the http client has shown the server's reason; the form keeps what was typed
    }
  };
  return (
    <div data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>新建项目</PageTitle>
      <ProjectForm
        form={form}
        initialValues={DEFAULTS as ProjectFormValues}
        submitting={create.isPending}
        submitText="保存"
        onSubmit={submit}
        onChange={guard.markDirty}
        onCancel={() => navigate(projectPath.list)}
      />
    </div>
  );
}

/** /manage/layout/project/:id/edit — only while the server offers 编辑 for the project (草稿, 已立项). */
export function ProjectEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
  const detail = useProjectDetail(id);
  const update = useUpdateProject();
  const guard = useLeaveGuard();
  const project = detail.data;

  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!project) {
    return (
      <PageResult
        status="404"
        title="项目不存在"
        extra={<Button onClick={() => navigate(projectPath.list)}>返回项目列表</Button>}
      />
    );
  }
  if (!project.actions.includes('edit')) {
    return (
      <PageResult
        status="warning"
        title="该项目当前不能编辑"
        subTitle={`项目状态为「${project.statusLabel}」。招标公告发布后，项目信息的修改请通过更正公告进行。`}
        extra={<Button onClick={() => navigate(projectPath.detail(id))}>查看项目</Button>}
      />
    );
  }

  const submit = async (values: ProjectFormValues) => {
    try {
      await update.mutateAsync({ ...toInput(values), id });
      guard.release();
      feedback.success('项目已保存');
      navigate(projectPath.detail(id));
    } catch {
      // reason shown by the http client
    }
  };
  return (
    <div data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>编辑项目：{project.projectName}</PageTitle>
      <ProjectForm
        // a fresh form per project version, so initialValues apply
        key={project.updatedAt}
        form={form}
        initialValues={valuesFromDetail(project)}
        keepDepartments={[project.needDeptId, project.manageDeptId]}
        submitting={update.isPending}
        submitText="保存"
        onSubmit={submit}
        onChange={guard.markDirty}
        onCancel={() => navigate(projectPath.detail(id))}
      />
    </div>
  );
}
