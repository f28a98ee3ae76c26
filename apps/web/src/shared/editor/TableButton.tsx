import { TableOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';

type Chain = ReturnType<Editor['chain']>;

/** Commands offered inside a table; outside one the button only inserts a table. */
const IN_TABLE: Array<{ key: string; label: string; run: (c: Chain) => Chain; danger?: boolean }> = [
  { key: 'rowBefore', label: '上方插入行', run: (c) => c.addRowBefore() },
  { key: 'rowAfter', label: '下方插入行', run: (c) => c.addRowAfter() },
  { key: 'colBefore', label: '左侧插入列', run: (c) => c.addColumnBefore() },
  { key: 'colAfter', label: '右侧插入列', run: (c) => c.addColumnAfter() },
  { key: 'merge', label: '合并/拆分单元格', run: (c) => c.mergeOrSplit() },
  { key: 'header', label: '切换表头行', run: (c) => c.toggleHeaderRow() },
  { key: 'delRow', label: '删除行', run: (c) => c.deleteRow(), danger: true },
  { key: 'delCol', label: '删除列', run: (c) => c.deleteColumn(), danger: true },
  { key: 'delTable', label: '删除表格', run: (c) => c.deleteTable(), danger: true },
];

export function TableButton({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const insert = () => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
  const items: MenuProps['items'] = inTable
    ? IN_TABLE.map(({ key, label, danger }) => ({ key, label, danger }))
    : [{ key: 'insert', label: '插入表格（3行×3列）' }];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'insert') return void insert();
    const cmd = IN_TABLE.find((c) => c.key === key);
    if (cmd) cmd.run(editor.chain().focus()).run();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Tooltip title="表格" mouseEnterDelay={0.4}>
        <Button
          type={inTable ? 'primary' : 'text'}
          size="small"
          icon={<TableOutlined />}
          aria-label="表格"
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Dropdown>
  );
}
