import { Permission } from '@swp/core/permissions';
import { Select, type SelectProps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePermission } from '../hooks/usePermission.ts';
import { useSpecialistList } from '../queries/specialists.ts';

/**
 * Picks one expert of the pool by name or mobile (回避专家). The search reads 专家管理's list, so it needs that
 * permission; without it the field says so instead of failing on every keystroke.
 * The list opens only when it has experts to offer: antd renders an empty list as a listbox holding a line of text
 * and points the field's active option at "…_list_-1", which a screen reader cannot follow. "未找到专家" is said
 * below the field instead, in a live region.
 */
export function ExpertSelect(props: Omit<SelectProps, 'options' | 'showSearch' | 'onSearch'>) {
  const allowed = usePermission(Permission.specialist);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useSpecialistList({ keyword, page: 1, pageSize: 20 }, allowed && keyword.length > 0);
  // Labels of experts seen in earlier searches, so a chosen expert keeps its name when the results change.
  const seen = useRef(new Map<number, string>());
  const options = (list.data?.list ?? []).map((e) => ({
    value: e.id,
    label: `${e.name}（${e.employer || e.mobile}）`,
  }));
  for (const o of options) seen.current.set(o.value, o.label);
  const chosen = props.value as number | undefined;
  if (chosen != null && !options.some((o) => o.value === chosen) && seen.current.has(chosen)) {
    options.unshift({ value: chosen, label: seen.current.get(chosen)! });
  }
  const nothingFound = keyword.length > 0 && list.isSuccess && !list.isFetching && options.length === 0;
  return (
    <>
      <Select
        {...props}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        options={options}
        disabled={!allowed || props.disabled}
        loading={list.isFetching}
        placeholder={allowed ? '输入姓名或手机号搜索专家' : '需要“专家管理”权限才能检索专家'}
        notFoundContent={null}
      />
      <div role="status">
        {nothingFound && <Typography.Text type="secondary">未找到“{keyword}”的专家</Typography.Text>}
      </div>
    </>
  );
}
