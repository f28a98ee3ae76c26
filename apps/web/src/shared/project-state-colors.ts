import type { ProjectState } from '@swp/core/project/lifecycle';

/** A colour per lifecycle state, from antd's preset palette: running states blue-ish, the end states apart. */
export const STATE_COLORS: Record<ProjectState, string> = {
  draft: 'default',
  approved: 'cyan',
  announced: 'lime',
  enrolling: 'blue',
  bidding: 'geekblue',
  awaitingOpening: 'magenta',
  evaluating: 'purple',
  evaluated: 'volcano',
  publicity: 'gold',
  awarded: 'success',
  failed: 'error',
};

export const PAUSED_COLOR = 'warning';
