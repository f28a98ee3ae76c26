import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_SUPPLIER_CONTACTS, type SupplierContact, supplierContactInput } from '@swp/core/supplier/index';
import { Button, Empty, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useSaveContacts } from './api.ts';
import styles from './suppliers.module.css';

const field = supplierContactInput.shape;

type Row = Pick<SupplierContact, 'name' | 'position' | 'mobile' | 'email'>;
type Values = { contacts: Row[] };

const rowsOf = (contacts: SupplierContact[]): Row[] =>
  contacts.map(({ name, position, mobile, email }) => ({ name, position, mobile, email }));
const emptyRow: Row = { name: '', position: '', mobile: '', email: '' };

/**
 * 联系人: the company's contact people, edited as a table and saved as a whole (at most 10). The sign-in
 * mobile and 联系人 of 企业信息 stay as they are; these are the other people staff may call.
 */
export function ContactsTab({ contacts }: { contacts: SupplierContact[] }) {
  const [form] = Form.useForm<Values>();
  const saveContacts = useSaveContacts();

  const finish = async ({ contacts: rows = [] }: Values) => {
    try {
      await saveContacts.mutateAsync({ contacts: rows });
      feedback.success('联系人已保存');
    } catch {
      // the HTTP client has shown the server's message; the table stays as typed
    }
  };

  return (
    <Form form={form} initialValues={{ contacts: rowsOf(contacts) }} onFinish={finish} data-testid="contacts-form">
      <Form.List name="contacts">
        {(rows, { add, remove }) => {
          const columns: ColumnsType<(typeof rows)[number]> = [
            {
              title: '姓名',
              key: 'name',
              width: 140,
              onHeaderCell: () => ({ className: styles.requiredHeader }),
              render: (_, row) => (
                <Form.Item name={[row.name, 'name']} rules={[zodRule(field.name)]} className={styles.cellItem}>
                  <Input maxLength={50} placeholder="姓名" />
                </Form.Item>
              ),
            },
            {
              title: '职务',
              key: 'position',
              width: 140,
              render: (_, row) => (
                <Form.Item name={[row.name, 'position']} rules={[zodRule(field.position)]} className={styles.cellItem}>
                  <Input maxLength={50} placeholder="选填" />
                </Form.Item>
              ),
            },
            {
              title: '手机号',
              key: 'mobile',
              width: 160,
              onHeaderCell: () => ({ className: styles.requiredHeader }),
              render: (_, row) => (
                <Form.Item name={[row.name, 'mobile']} rules={[zodRule(field.mobile)]} className={styles.cellItem}>
                  <Input maxLength={11} inputMode="tel" placeholder="手机号" />
                </Form.Item>
              ),
            },
            {
              title: '电子邮箱',
              key: 'email',
              minWidth: 200,
              render: (_, row) => (
                <Form.Item name={[row.name, 'email']} rules={[zodRule(field.email)]} className={styles.cellItem}>
                  <Input maxLength={100} placeholder="选填" />
                </Form.Item>
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 70,
              align: 'center',
              render: (_, row) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除联系人"
                  onClick={() => remove(row.name)}
                />
              ),
            },
          ];
          return (
            <>
              <DataTable
                rowKey="key"
                columns={columns}
                dataSource={rows}
                pagination={false}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无联系人" /> }}
                data-testid="contacts-table"
              />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={rows.length >= MAX_SUPPLIER_CONTACTS}
                onClick={() => add({ ...emptyRow })}
                className={styles.addRow}
                data-testid="contact-add"
              >
                添加联系人（{rows.length}/{MAX_SUPPLIER_CONTACTS}）
              </Button>
            </>
          );
        }}
      </Form.List>
      <Space className={styles.tabActions}>
        <Button type="primary" htmlType="submit" loading={saveContacts.isPending} data-testid="contacts-save">
          保存联系人
        </Button>
        <Button onClick={() => form.resetFields()} disabled={saveContacts.isPending}>
          撤销修改
        </Button>
      </Space>
    </Form>
  );
}
