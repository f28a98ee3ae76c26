import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bus } from '../../app/events.ts';
import { PageResult } from '../../shared/components/PageResult.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { supplierPagePath } from './paths.ts';
import { RegisterForm } from './RegisterForm.tsx';
import styles from './suppliers.module.css';

/** /vender/layout/register — public: a company registers itself and may sign in at once (待审核). */
export function RegisterPage() {
  const [registered, setRegistered] = useState<string | null>(null);
  const navigate = useNavigate();

  return (
    <Card variant="borderless" className={styles.narrowCard} data-testid="page">
      {registered ? (
        <PageResult
          status="success"
          title="注册成功，请等待审核"
          subTitle={
            <>
              账号“{registered}”已创建，当前状态为待审核。现在即可登录查看审核进度、完善企业资料；
              审核通过后方可报名参与采购项目，审核结果将以短信通知。
            </>
          }
          extra={[
            <Button type="primary" key="login" onClick={() => bus.emit('loginNeeded')} data-testid="register-login">
              登录
            </Button>,
            <Button key="bulletin" onClick={() => navigate(supplierPagePath.bulletin)}>
              返回公告栏
            </Button>,
          ]}
          data-testid="register-success"
        />
      ) : (
        <>
          <PageTitle className={styles.pageTitle}>供应商注册</PageTitle>
          <Typography.Paragraph type="secondary">
            请如实填写企业信息并上传营业执照。提交后账号即可登录，经采购管理部审核通过后方可报名参与采购项目。
          </Typography.Paragraph>
          <RegisterForm
            onRegistered={(account) => {
              setRegistered(account);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Card>
  );
}
