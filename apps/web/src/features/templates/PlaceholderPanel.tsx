import { PLACEHOLDER_CATALOGUE, PLACEHOLDER_SOURCE_LABELS } from '@swp/core/announcement/catalogue';
import { ANNOUNCEMENT_TYPE_SOURCES, type AnnouncementType } from '@swp/core/announcement/schema';
import { Button, Tooltip, Typography } from 'antd';
import styles from './templates.module.css';

/**
 * The insert buttons: one group per placeholder source the announcement type is rendered with (docs/product.md), each
 * button inserting its `{{name}}` token at the cursor. Buttons swallow mousedown so the editor keeps its cursor.
 */
export function PlaceholderPanel({ type, onInsert }: { type: AnnouncementType; onInsert: (token: string) => void }) {
  return (
    <div className={styles.placeholders} data-testid="placeholder-panel">
      {ANNOUNCEMENT_TYPE_SOURCES[type].map((source) => (
        <div key={source} className={styles.placeholderGroup} data-testid={`placeholder-group-${source}`}>
          <Typography.Text type="secondary" className={styles.groupLabel}>
            {PLACEHOLDER_SOURCE_LABELS[source]}
          </Typography.Text>
          <div className={styles.groupButtons}>
            {PLACEHOLDER_CATALOGUE[source].map((def) => (
              <Tooltip key={def.token} title={`插入 ${def.token}`} mouseEnterDelay={0.5}>
                <Button
                  size="small"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onInsert(def.token)}
                  data-token={def.token}
                >
                  {def.label}
                </Button>
              </Tooltip>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
