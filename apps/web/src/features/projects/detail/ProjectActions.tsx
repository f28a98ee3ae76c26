import type { ProjectDetail } from '@swp/core/project/api';
import { PROJECT_ACTION_LABELS as A } from '@swp/core/project/lifecycle';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { usePauseProject, useResumeProject, useRetenderProject, useSubmitProject } from '../api.ts';
import { projectPath } from '../paths.ts';
import { PauseModal } from './PauseModal.tsx';

const ignore = () => undefined;

/**
 * The header buttons of a project: exactly the actions the server listed in `actions` that belong to the project
 * itself. Publishing announcements, 开标 and 流标 live in their own tabs.
 */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [pausing, setPausing] = useState(false);
  const submit = useSubmitProject();
  const pause = usePauseProject();
  const resume = useResumeProject();
  const retender = useRetenderProject();
  const can = (a: keyof typeof A) => project.actions.includes(a);
  const id = project.id;

  const confirmRetender = () =>
    modal.confirm({
      title: '重新采购',
      content: `将以「${project.projectName}」的全部信息和标段生成一个新的草稿项目（新编号），原项目保持已流标。是否继续？`,
      okText: '重新采购',
      cancelText: '取消',
      onOk: () =>
        retender.mutateAsync({ id }).then((copy) => {
          feedback.success(`已生成新项目 ${copy.projectCode}`);
          navigate(projectPath.detail(copy.id));
        }, ignore),
    });

  return (
    <Space wrap data-testid="project-actions">
      {can('edit') ? (
        <Button onClick={() => navigate(projectPath.edit(id))} data-testid="action-edit">
          {A.edit}
        </Button>
      ) : null}
      {can('submit') ? (
        <Popconfirm
          title="提交立项？"
          description="立项后可发布招标公告，项目信息仍可在发布公告前修改。"
          okText="提交"
          cancelText="取消"
          onConfirm={() => submit.mutateAsync({ id }).then(() => feedback.success('已提交立项'), ignore)}
        >
          <Button type="primary" loading={submit.isPending} data-testid="action-submit">
            {A.submit}
          </Button>
        </Popconfirm>
      ) : null}
      {can('pause') ? (
        <Button danger onClick={() => setPausing(true)} data-testid="action-pause">
          {A.pause}
        </Button>
      ) : null}
      {can('resume') ? (
        <Popconfirm
          title="恢复项目？"
          description="恢复后项目回到暂停前的状态，各项截止操作继续。"
          okText="恢复"
          cancelText="取消"
          onConfirm={() => resume.mutateAsync({ id }).then(() => feedback.success('项目已恢复'), ignore)}
        >
          <Button type="primary" loading={resume.isPending} data-testid="action-resume">
            {A.resume}
          </Button>
        </Popconfirm>
      ) : null}
      {can('retender') ? (
        <Button type="primary" onClick={confirmRetender} data-testid="action-retender">
          {A.retender}
        </Button>
      ) : null}
      <PauseModal
        open={pausing}
        saving={pause.isPending}
        onCancel={() => setPausing(false)}
        onSubmit={(reason) =>
          pause.mutateAsync({ id, reason }).then(() => {
            feedback.success('项目已暂停');
            setPausing(false);
          })
        }
      />
    </Space>
  );
}
