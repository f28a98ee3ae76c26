import { FontColorsOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import styles from './editor.module.css';

/** A small palette of sober colours suited to official notices (red for deadlines, blue for emphasis). */
const PALETTE = ['#1f2a37', '#595959', '#c41d1d', '#d4380d', '#d48806', '#389e0d', '#0b5cad', '#531dab'];

export function ColorButton({ editor, color }: { editor: Editor; color: string | undefined }) {
  const [open, setOpen] = useState(false);
  const pick = (value: string | null) => {
    const chain = editor.chain().focus();
    (value ? chain.setColor(value) : chain.unsetColor()).run();
    setOpen(false);
  };
  const content = (
    <div className={styles.palette}>
      {PALETTE.map((c) => (
        <button
          key={c}
          type="button"
          className={styles.swatch}
          style={{ background: c }}
          aria-label={`文字颜色 ${c}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(c)}
        />
      ))}
      <Button size="small" type="link" onMouseDown={(e) => e.preventDefault()} onClick={() => pick(null)}>
        默认颜色
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content}>
      <Tooltip title="文字颜色" mouseEnterDelay={0.4}>
        <Button
          type="text"
          size="small"
          aria-label="文字颜色"
          icon={<FontColorsOutlined style={{ color: color ?? undefined }} />}
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
