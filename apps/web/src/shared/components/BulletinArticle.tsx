import { PaperClipOutlined } from '@ant-design/icons';
import type { AttachmentView } from '@swp/core/announcement/api';
import { withoutRepeatedTitle } from '@swp/core/announcement/title';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { resolveUrl } from '../../app/http.ts';
import { fileDownloadUrl } from '../download.ts';
import { fileSize } from '../file-size.ts';
import { AnnouncementArticle } from './AnnouncementArticle.tsx';
import styles from './bulletin-article.module.css';

export interface BulletinArticleProps {
  title: string;
  typeLabel: string;
  typeColor: string;
  /** The meta line under the title (项目, 编号, 采购方式, 发布时间 …); empty values are left out. */
  meta: Array<{ label: string; value: ReactNode }>;
  html: string;
  attachments: AttachmentView[];
  /** Drafts' files need the staff token: the caller downloads them. Published files are plain public links. */
  onDownload?: (file: AttachmentView) => void;
  children?: ReactNode;
}

/**
 * An announcement as the public bulletin shows it: title, meta line, the sanitized HTML, the attachments. The staff
 * preview renders the same component, so what they check is what suppliers will read.
 */
export function BulletinArticle({
  title,
  typeLabel,
  typeColor,
  meta,
  html,
  attachments,
  onDownload,
  children,
}: BulletinArticleProps) {
  return (
    <div className={styles.paper} data-testid="bulletin-article">
      <h1 className={styles.title} data-testid="bulletin-title">
        {title}
      </h1>
      <div className={styles.meta} data-testid="bulletin-meta">
        <Tag color={typeColor} style={{ marginInlineEnd: 0 }}>
          {typeLabel}
        </Tag>
        {meta
          .filter((m) => m.value !== null && m.value !== undefined && m.value !== '' && m.value !== '-')
          .map((m) => (
            <span key={m.label}>
              <b>{m.label}：</b>
              {m.value}
            </span>
          ))}
      </div>
      <hr className={styles.rule} />
      <AnnouncementArticle html={withoutRepeatedTitle(html, title)} testId="bulletin-html" />
      {attachments.length ? (
        <section className={styles.files} data-testid="bulletin-attachments">
          <h4>附件</h4>
          <ul>
            {attachments.map((file) => (
              <li key={file.id}>
                <PaperClipOutlined style={{ color: '#5f6f83' }} />
                {onDownload ? (
                  <Button type="link" style={{ padding: 0 }} onClick={() => onDownload(file)}>
                    {file.name}
                  </Button>
                ) : (
                  <a href={resolveUrl(fileDownloadUrl(file.id))} download={file.name} data-testid="attachment-link">
                    {file.name}
                  </a>
                )}
                <span className={styles.size}>{fileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </div>
  );
}
