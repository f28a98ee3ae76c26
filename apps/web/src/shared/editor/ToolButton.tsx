import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * One toolbar button. mousedown is swallowed so the editor keeps its selection and focus: the command then acts
 * on what the user had selected, not on an empty selection.
 */
export function ToolButton({ title, icon, active, disabled, onClick }: Props) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={false}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}
