import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType } from '@swp/core/announcement/schema';
import { PURCHASE_WAY_LABELS, type PurchaseWay } from '@swp/core/project/purchase-way';
import { Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useTemplateChoices } from './api.ts';

interface Props {
  /** Given by Form.Item, so the label points at the select. */
  id?: string;
  type: AnnouncementType;
  purchaseWay: PurchaseWay;
  value?: number;
  onChange?: (id: number) => void;
  disabled?: boolean;
}

/** The enabled templates of this announcement type × the project's purchase way (a Form control). */
export function TemplateChoice({ id, type, purchaseWay, value, onChange, disabled }: Props) {
  const templates = useTemplateChoices({ type, purchaseWay }, !disabled);
  const options = (templates.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  const none = templates.isSuccess && options.length === 0;
  const wanted = `${PURCHASE_WAY_LABELS[purchaseWay]}的${ANNOUNCEMENT_TYPE_LABELS[type]}`;
  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        options={options}
        loading={templates.isFetching}
        disabled={disabled}
        placeholder={`选择${wanted}模板`}
        // A saved draft shows its template's id until the list loads; the name is enough once it does.
        labelRender={({ label, value: v }) => label ?? (v ? '已选模板' : undefined)}
        data-testid="announcement-template"
      />
      {none ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          暂无已启用的{wanted}模板，请先在
          <Link to="/manage/layout/template">公告模板管理</Link>中新建并启用。
        </Typography.Text>
      ) : null}
    </>
  );
}
