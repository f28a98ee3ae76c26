import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Alert, Divider, Skeleton, Typography } from 'antd';
import { bidUploadOpen } from '../../shared/bid-window.ts';
import { formatDateTime } from '../../shared/format.ts';
import { useMyBid } from './api.ts';
import { BidderSealForm } from './BidderSealForm.tsx';
import { BidReceiptView } from './BidReceiptView.tsx';
import { BidUploadForm } from './BidUploadForm.tsx';

const SEALED_NOTE = '投标文件已加密密封，开标前任何人（包括采购人）都不能查看您的投标文件和报价。';
/** 投标人加密: only the bidder's own passphrase or key file opens the bid, in the 开标大厅. */
const BIDDER_SEALED_NOTE =
  '本项目为投标人加密：投标文件和报价在您的浏览器中用您设置的解密口令加密后上传，平台和采购人都无法查看；开标时须由您在开标大厅解密。';

/**
 * One enrolment in 我的项目: where its review stands and, once passed, the company's bid — the receipt of what
 * the server holds and, while bids are taken, the upload (a second one replaces the first).
 */
export function MyBidSection({ row }: { row: MyEnrolment }) {
  const passed = row.status === 'passed';
  const mine = useMyBid(row.projectId, row.sectionId, passed);

  if (row.status === 'pending') {
    return <Alert type="info" showIcon title="资格审查中" description="审查通过后可在此上传投标文件和报价。" />;
  }
  if (row.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title="资格审查不通过"
        description={row.reason ? `审查意见：${row.reason}` : undefined}
        data-testid="enrolment-refused"
      />
    );
  }
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;

  const bid = mine.data ?? null;
  const open = bidUploadOpen(row);
  const bidderSealed = row.encryptMode === 'bidder';
  const note = bidderSealed ? BIDDER_SEALED_NOTE : SEALED_NOTE;
  const UploadForm = bidderSealed ? BidderSealForm : BidUploadForm;
  return (
    <div data-testid="my-bid">
      {bid ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            投标回执
          </Typography.Title>
          <BidReceiptView bid={bid} projectId={row.projectId} projectCode={row.projectCode} />
        </>
      ) : null}
      {open ? (
        <>
          {bid ? <Divider titlePlacement="start">重新上传</Divider> : null}
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              bid
                ? `截止时间 ${formatDateTime(row.closeFileupTime)} 前可重新上传，新的文件和报价将替换上面的回执。`
                : `请在 ${formatDateTime(row.closeFileupTime)} 前上传投标文件并填写报价。`
            }
            description={note}
            data-testid="bid-upload-note"
          />
          <UploadForm
            projectId={row.projectId}
            sectionId={row.sectionId}
            replacing={bid !== null}
            closeFileupTime={row.closeFileupTime}
            projectName={row.projectName}
            sectionName={row.sectionName}
          />
        </>
      ) : (
        <Alert
          type={bid ? 'info' : 'warning'}
          showIcon
          style={{ marginTop: bid ? 16 : 0 }}
          title={bid ? '投标文件递交已截止，以上为您最终递交的投标文件。' : '投标文件递交已截止，您未递交投标文件。'}
          description={bid && !row.opened ? note : undefined}
          data-testid="bid-closed"
        />
      )}
    </div>
  );
}
