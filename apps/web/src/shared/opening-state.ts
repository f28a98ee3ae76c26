import type { ProjectState } from '@swp/core/project/lifecycle';

/**
 * The states a project can be in once it was opened (开标 moves it to 评标中; a 流标 may come after). Only to
 * decide whether to ask for the 开标记录 and the bids at all: before them the server answers nothing of any bid,
 * and in 已流标 it says whether an opening took place.
 */
const MAY_BE_OPENED: readonly ProjectState[] = ['evaluating', 'evaluated', 'publicity', 'awarded', 'failed'];

export const mayBeOpened = (state: ProjectState): boolean => MAY_BE_OPENED.includes(state);
