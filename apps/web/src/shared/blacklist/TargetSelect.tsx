import type { BlacklistTargetType } from '@swp/core/blacklist/status';
import { Empty, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CLEARABLE_SELECT } from '../forms/clearable.tsx';
import { type TargetOption, useTargetSearch } from './api.ts';

/** The search waits for a pause in the typing before it asks the server. */
const TYPING_PAUSE_MS = 300;

interface Props {
  targetType?: BlacklistTargetType;
  /** The target chosen elsewhere (a 供应商管理 row, an expert's menu): shown as chosen, not searched. */
  preset?: TargetOption;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The chosen target's name and detail, for the confirmation that names it. */
  onPick?: (option: TargetOption | null) => void;
  id?: string;
}

/** 名称 of the entry: a searchable select over the companies or the experts, as the 对象类型 says. */
export function TargetSelect({ targetType, preset, value, onChange, onPick, id }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useTargetSearch(targetType, keyword, preset == null);
  // The chosen target stays labelled when a later search no longer lists it.
  const [chosen, setChosen] = useState<TargetOption | null>(null);
  const found = search.data ?? [];
  const keep = chosen && chosen.value === value && !found.some((o) => o.value === value) ? [chosen] : [];
  const options = preset ? [preset] : [...keep, ...found];
  const what = targetType === 'specialist' ? '专家' : '供应商';

  const notFound = () => {
    if (!targetType) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择对象类型" />;
    if (search.isFetching) return <Spin size="small" style={{ display: 'block', margin: '12px auto' }} />;
    if (search.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`无法读取${what}列表`} />;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有匹配的${what}`} />;
  };

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(v) => {
        const option = found.find((o) => o.value === v) ?? null;
        setChosen(option);
        onPick?.(option);
        onChange?.(v);
      }}
      disabled={preset != null || !targetType}
      placeholder={
        targetType === 'specialist' ? '输入专家姓名或手机号搜索' : '输入企业名称、统一社会信用代码或账号搜索'
      }
      allowClear={CLEARABLE_SELECT}
      loading={search.isFetching}
      notFoundContent={notFound()}
      options={options.map((o) => ({ value: o.value, label: o.label, detail: o.detail }))}
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          {option.data.detail ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.detail}
            </Typography.Text>
          ) : null}
        </div>
      )}
      data-testid="blacklist-target"
    />
  );
}
