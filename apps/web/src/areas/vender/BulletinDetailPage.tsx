import { ArrowLeftOutlined } from '@ant-design/icons';
import { ENROLMENT_NOTICE_TYPES } from '@swp/core/announcement/schema';
import { Button, Col, Row } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useBulletinDetail } from '../../features/bulletin/api.ts';
import { BulletinSide } from '../../features/bulletin/BulletinSide.tsx';
import styles from '../../features/bulletin/bulletin.module.css';
import { EnrolPanel } from '../../features/enrolments/EnrolPanel.tsx';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { BulletinArticle } from '../../shared/components/BulletinArticle.tsx';
import { PagePlaceholder } from '../../shared/components/PageLoading.tsx';
import { PageResult } from '../../shared/components/PageResult.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { AreaBreadcrumb } from '../../shared/layout/AreaBreadcrumb.tsx';

const LIST = '/vender/layout/bulletin';

/**
 * /vender/layout/bulletin/:id — one published announcement, public. The layout shows no breadcrumb on the bulletin
 * (docs/product.md), so the detail page carries its own, to lead back to the list. It composes the bulletin and the
 * enrolments' 报名 panel, hence its place in the vender area.
 */
export function BulletinDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const detail = useBulletinDetail(id);
  const a = detail.data;

  const crumbs = (
    <div className={styles.crumbs}>
      <AreaBreadcrumb
        base="/vender/layout"
        home={{ title: '首页', to: LIST }}
        trail={[{ path: 'bulletin', title: '公告栏' }, { title: '公告详情' }]}
      />
    </div>
  );

  if (detail.isLoading) {
    return (
      <>
        {crumbs}
        <PagePlaceholder />
      </>
    );
  }
  if (!a) {
    return (
      <>
        {crumbs}
        <PageResult
          fallback={<PagePlaceholder />}
          status="404"
          title="公告不存在"
          subTitle="该公告不存在或尚未发布。"
          extra={<Button onClick={() => navigate(LIST)}>返回公告栏</Button>}
          style={{ background: '#fff', borderRadius: 8 }}
          data-testid="bulletin-missing"
        />
      </>
    );
  }

  return (
    <div data-testid="bulletin-detail">
      {crumbs}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <BulletinArticle
            title={a.title}
            typeLabel={a.typeLabel}
            typeColor={TYPE_COLORS[a.type]}
            meta={[
              { label: '项目', value: `${a.projectName}（${a.projectCode}）` },
              { label: '采购方式', value: a.purchaseWayLabel },
              { label: '发布时间', value: formatDateTime(a.publishedAt) },
            ]}
            html={a.html}
            attachments={a.attachments}
          >
            <div style={{ marginTop: 24 }}>
              <Link to={LIST}>
                <ArrowLeftOutlined /> 返回公告栏
              </Link>
            </div>
          </BulletinArticle>
        </Col>
        <Col xs={24} lg={7}>
          {ENROLMENT_NOTICE_TYPES.includes(a.type) ? (
            <div style={{ marginBottom: 16 }}>
              <EnrolPanel projectId={a.projectId} projectName={a.projectName} />
            </div>
          ) : null}
          <BulletinSide detail={a} />
        </Col>
      </Row>
    </div>
  );
}
