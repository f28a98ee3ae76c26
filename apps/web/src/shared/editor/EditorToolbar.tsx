import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LineOutlined,
  MenuOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Divider, Select } from 'antd';
import { ColorButton } from './ColorButton.tsx';
import styles from './editor.module.css';
import { LinkButton } from './LinkButton.tsx';
import { TableButton } from './TableButton.tsx';
import { ToolButton } from './ToolButton.tsx';

type Level = 1 | 2 | 3;
const BLOCKS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题一' },
  { value: 2, label: '标题二' },
  { value: 3, label: '标题三' },
];

const ALIGNS = [
  { value: 'left', title: '左对齐', icon: <AlignLeftOutlined /> },
  { value: 'center', title: '居中', icon: <AlignCenterOutlined /> },
  { value: 'right', title: '右对齐', icon: <AlignRightOutlined /> },
  { value: 'justify', title: '两端对齐', icon: <MenuOutlined /> },
] as const;

/** The toolbar re-renders only when the part of the editor state it shows changes. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3] as Level[]).find((l) => e.isActive('heading', { level: l })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      align: ALIGNS.find((a) => e.isActive({ textAlign: a.value }))?.value ?? 'left',
      color: e.getAttributes('textStyle').color as string | undefined,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  const s = useToolbarState(editor);
  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    fn(editor.chain().focus()).run();

  const setBlock = (level: number) =>
    level === 0
      ? editor.chain().focus().setParagraph().run()
      : editor
          .chain()
          .focus()
          .setHeading({ level: level as Level })
          .run();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏" data-testid="editor-toolbar">
      <ToolButton title="撤销" icon={<UndoOutlined />} disabled={!s.canUndo} onClick={run((c) => c.undo())} />
      <ToolButton title="重做" icon={<RedoOutlined />} disabled={!s.canRedo} onClick={run((c) => c.redo())} />
      <Divider orientation="vertical" />
      <Select
        size="small"
        value={s.level}
        options={BLOCKS}
        onChange={setBlock}
        style={{ width: 92 }}
        aria-label="段落格式"
        popupMatchSelectWidth={false}
      />
      <Divider orientation="vertical" />
      <ToolButton title="加粗" icon={<BoldOutlined />} active={s.bold} onClick={run((c) => c.toggleBold())} />
      <ToolButton title="斜体" icon={<ItalicOutlined />} active={s.italic} onClick={run((c) => c.toggleItalic())} />
      <ToolButton
        title="下划线"
        icon={<UnderlineOutlined />}
        active={s.underline}
        onClick={run((c) => c.toggleUnderline())}
      />
      <ToolButton
        title="删除线"
        icon={<StrikethroughOutlined />}
        active={s.strike}
        onClick={run((c) => c.toggleStrike())}
      />
      <ColorButton editor={editor} color={s.color} />
      <Divider orientation="vertical" />
      {ALIGNS.map((a) => (
        <ToolButton
          key={a.value}
          title={a.title}
          icon={a.icon}
          active={s.align === a.value && a.value !== 'left'}
          onClick={run((c) => c.setTextAlign(a.value))}
        />
      ))}
      <Divider orientation="vertical" />
      <ToolButton
        title="无序列表"
        icon={<UnorderedListOutlined />}
        active={s.bulletList}
        onClick={run((c) => c.toggleBulletList())}
      />
      <ToolButton
        title="有序列表"
        icon={<OrderedListOutlined />}
        active={s.orderedList}
        onClick={run((c) => c.toggleOrderedList())}
      />
      <LinkButton editor={editor} active={s.link} />
      <TableButton editor={editor} inTable={s.table} />
      <ToolButton title="分隔线" icon={<LineOutlined />} onClick={run((c) => c.setHorizontalRule())} />
      <ToolButton
        title="清除格式"
        icon={<ClearOutlined />}
        onClick={run((c) => c.unsetAllMarks().clearNodes().unsetTextAlign())}
      />
    </div>
  );
}
