import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';

/** Only web and mail links: the server's sanitizer drops any other scheme (javascript: and the like). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Adds, edits or removes the link on the selection. */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState('');

  const show = (next: boolean) => {
    if (next) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setError('');
    }
    setOpen(next);
  };

  const apply = () => {
    const url = href.trim();
    if (!url) return remove();
    const full = SAFE_LINK.test(url) ? url : `https://${url}`;
    if (!SAFE_LINK.test(full) || /\s/.test(full)) {
      setError('请输入以 http://、https:// 或 mailto: 开头的地址');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: full }).run();
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const content = (
    <div style={{ width: 300 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="small"
          autoFocus
          placeholder="https://"
          value={href}
          status={error ? 'error' : undefined}
          onChange={(e) => setHref(e.target.value)}
          onPressEnter={apply}
          aria-label="链接地址"
        />
        <Button size="small" type="primary" onClick={apply}>
          确定
        </Button>
      </Space.Compact>
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      ) : null}
      {active ? (
        <Button size="small" type="link" danger style={{ paddingInline: 0 }} onClick={remove}>
          移除链接
        </Button>
      ) : null}
    </div>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={show} content={content} title="插入链接">
      <Tooltip title="链接" mouseEnterDelay={0.4}>
        <Button
          type={active ? 'primary' : 'text'}
          size="small"
          icon={<LinkOutlined />}
          aria-label="链接"
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
