import { EditorContent, type Editor as TiptapEditor, useEditor } from '@tiptap/react';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { articleClassName } from '../components/AnnouncementArticle.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import styles from './editor.module.css';
import { editorExtensions } from './extensions.ts';

/** What a page may ask of the editor beyond value/onChange. */
export interface RichTextEditorHandle {
  /** Inserts plain text (a `{{placeholder}}`) where the cursor was, replacing a selection. */
  insertText(text: string): void;
  focus(): void;
}

export interface RichTextEditorProps {
  /** HTML (antd Form.Item passes value/onChange). */
  value?: string;
  onChange?: (html: string) => void;
  readOnly?: boolean;
  /** Height of the writing area; the page scrolls inside it. */
  height?: number | string;
  placeholder?: string;
  handle?: Ref<RichTextEditorHandle>;
  'data-testid'?: string;
}

/** An empty document's HTML: treated as "no content" so the form's required rule fires. */
const EMPTY_HTML = '<p></p>';
const toValue = (editor: TiptapEditor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text editor of 公告模板 and 公告 (tiptap 3). Controlled: a new `value` from outside (a template loaded,
 * a re-render) replaces the document; the user's typing flows out through onChange without a round trip.
 */
export default function RichTextEditor({
  value = '',
  onChange,
  readOnly = false,
  height = 420,
  placeholder,
  handle,
  'data-testid': testId = 'rich-text-editor',
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value || EMPTY_HTML,
    editable: !readOnly,
    // The document is replaced from props below; the editor must exist on the first render for the toolbar.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `${articleClassName} ${styles.prose}`,
        'aria-label': placeholder ?? '公告内容',
        'data-testid': `${testId}-content`,
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(toValue(e)),
  });

  // A value that differs from what the editor holds came from outside: load it without echoing an update.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== toValue(editor) && !(value === '' && editor.isEmpty)) {
      // Not undoable: 撤销 right after opening must not empty the document.
      editor
        .chain()
        .setMeta('addToHistory', false)
        .setContent(value || EMPTY_HTML, { emitUpdate: false })
        .run();
    }
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useImperativeHandle(
    handle,
    () => ({
      insertText: (text) => {
        editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
      focus: () => {
        editor.commands.focus();
      },
    }),
    [editor],
  );

  return (
    <div className={`${styles.frame} ${readOnly ? styles.readOnly : ''}`} data-testid={testId}>
      {readOnly ? null : <EditorToolbar editor={editor} />}
      <div className={styles.scroll} style={{ height }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
