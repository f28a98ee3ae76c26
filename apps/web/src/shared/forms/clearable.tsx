import { CloseCircleFilled } from '@ant-design/icons';

/**
 * What to pass as `allowClear` so the clear button has a Chinese name (WCAG 4.1.2). antd names an input's clear
 * button after its icon ("close-circle") and a Select's "Clear"; a bare `allowClear` is refused by
 * clearable.test.ts. Date pickers need nothing: antd's zh_CN locale already names theirs 清除.
 */
const CLEAR_LABEL = '清除';

/** For Input, Input.Search, Input.Password and TextArea. */
export const CLEARABLE_INPUT = { clearIcon: <CloseCircleFilled aria-label={CLEAR_LABEL} /> };

/** For Select, TreeSelect and AutoComplete (rc-select labels the button itself). */
export const CLEARABLE_SELECT = { clearIcon: <CloseCircleFilled />, label: CLEAR_LABEL };
