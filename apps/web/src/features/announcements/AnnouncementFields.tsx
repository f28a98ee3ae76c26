import type { AnnouncementListRow } from '@swp/core/announcement/api';
import { type AnnouncementType, announcementInput } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { TENDER_TIME_FIELDS, TENDER_TIME_LABELS } from '@swp/core/project/rules';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '../../shared/format.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useResultSummary } from '../../shared/queries/results.ts';
import { refusalOf } from '../../shared/refusal.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { ResultFields } from './ResultFields.tsx';
import { TemplateChoice } from './TemplateChoice.tsx';
import { WinnerFields } from './WinnerFields.tsx';

const field = announcementInput.shape;

/** A picker's value checked by the same field rule as the server (sent as Beijing wall-clock text). */
const timeRule = (name: (typeof TENDER_TIME_FIELDS)[number]) =>
  zodRule({ safeParse: (v: unknown) => field[name].safeParse((v as Dayjs | undefined)?.format('YYYY-MM-DD HH:mm')) });

interface Props {
  project: ProjectDetail;
  type: AnnouncementType;
  /** Once the draft exists its template is fixed (its text is already in the editor). */
  templateFixed: boolean;
  /** The project's published announcements (a correction picks the one it corrects). */
  published: AnnouncementListRow[];
  defaultTitle: string;
  disabled?: boolean;
}

/**
 * The fields beside the rich text: template, title, and what the type needs — the four tender times (all for a
 * 招标公告, only the changed ones for a 更正公告), the publicity window and texts of a 结果公示, the winner of a
 * 中标公告 (from the 结果 summary's candidates), contacts, 流标原因 — and the attachments.
 */
export function AnnouncementFields({ project, type, templateFixed, published, defaultTitle, disabled }: Props) {
  const result = useResultSummary(project.id, type === 'result' || type === 'win');
  const correctable = published.filter((a) => a.type === 'tender' || a.type === 'correction');
  const isCorrection = type === 'correction';
  return (
    <>
      <Form.Item name="templateId" label="公告模板" required rules={[{ required: true, message: '请选择公告模板' }]}>
        <TemplateChoice type={type} purchaseWay={project.purchaseWay} disabled={templateFixed || disabled} />
      </Form.Item>
      <Form.Item name="title" label="公告标题" rules={templateFixed ? [zodRule(field.title)] : []}>
        <Input placeholder={defaultTitle} maxLength={200} disabled={disabled} data-testid="announcement-title" />
      </Form.Item>
      {isCorrection ? (
        <Form.Item name="correctsId" label="被更正的公告" required rules={[zodRule(field.correctsId)]}>
          <Select
            options={correctable.map((a) => ({ value: a.id, label: `${a.typeLabel}：${a.title}` }))}
            placeholder="选择要更正的公告"
            disabled={disabled}
            data-testid="announcement-corrects"
          />
        </Form.Item>
      ) : null}
      {type === 'tender' || isCorrection ? (
        <Row gutter={12}>
          {TENDER_TIME_FIELDS.map((name) => (
            <Col span={12} key={name}>
              <Form.Item
                name={name}
                label={isCorrection ? `更正后的${TENDER_TIME_LABELS[name]}` : TENDER_TIME_LABELS[name]}
                required={!isCorrection}
                rules={[timeRule(name)]}
                extra={isCorrection ? `原：${formatDateTime(project[name])}；不更正请留空` : undefined}
              >
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                  disabled={disabled}
                  data-testid={`announcement-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ) : null}
      {type === 'result' ? (
        <ResultFields created={templateFixed} publicityDays={result.data?.publicityDays} disabled={disabled} />
      ) : null}
      {type === 'win' ? (
        <WinnerFields candidates={result.data?.candidates} error={refusalOf(result.error)} disabled={disabled} />
      ) : null}
      {type === 'failure' ? (
        <Form.Item name="lossDes" label="流标原因" required rules={[zodRule(field.lossDes)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={2000}
            showCount
            placeholder="如：截至投标截止时间，递交投标文件的投标人不足3家"
            disabled={disabled}
            data-testid="announcement-lossDes"
          />
        </Form.Item>
      ) : null}
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="contacts" label="联系人" rules={[zodRule(field.contacts)]}>
            <Input maxLength={50} disabled={disabled} data-testid="announcement-contacts" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mobile" label="联系电话" rules={[zodRule(field.mobile)]}>
            <Input maxLength={30} placeholder="手机或座机" disabled={disabled} data-testid="announcement-mobile" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField disabled={disabled} />
      </Form.Item>
    </>
  );
}
