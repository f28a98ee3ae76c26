import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { SearchForm } from './SearchForm.tsx';

type Filters = { keyword?: string; status?: string };

/** A page that keeps its filters in state, as the lists do (or in the URL: the form does not tell the difference). */
function Page({ initial = {}, onSearch }: { initial?: Filters; onSearch: (f: Filters) => void }) {
  const [filters, setFilters] = useState<Filters>(initial);
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <SearchForm<Filters>
        value={filters}
        onSearch={(f) => {
          onSearch(f);
          setFilters(f);
        }}
      >
        <Form.Item name="keyword" label="关键字">
          <Input data-testid="kw" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select options={[{ value: 'on', label: '启用' }]} />
        </Form.Item>
      </SearchForm>
      <button type="button" onClick={() => setFilters({ keyword: '外部' })}>
        back
      </button>
    </ConfigProvider>
  );
}

const keyword = () => screen.getByTestId('kw') as HTMLInputElement;

describe('SearchForm', SLOW, () => {
  it('shows 查询 (primary) and 重置, each with its icon', () => {
    render(<Page onSearch={() => undefined} />);
    const submit = screen.getByRole('button', { name: /查\s*询/ });
    const reset = screen.getByRole('button', { name: /重\s*置/ });
    expect(submit.className).toContain('ant-btn-primary');
    expect(submit.querySelector('[aria-label="search"]')).not.toBeNull();
    expect(reset.querySelector('[aria-label="reload"]')).not.toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('submits on Enter with strings trimmed and empty fields left out', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    fireEvent.change(keyword(), { target: { value: '  水厂  ' } });
    fireEvent.submit(keyword().closest('form')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: '水厂' }), WAIT);
    // The form follows the filters now in force ('水厂', trimmed): typing before that effect ran would be
    // overwritten by it (a loaded CI machine once got there first and searched '水厂' again).
    await waitFor(() => expect(keyword().value).toBe('水厂'), WAIT);
    fireEvent.change(keyword(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}), WAIT);
  });

  it('重置 empties the fields and searches with no filter', async () => {
    const onSearch = vi.fn();
    render(<Page initial={{ keyword: '水厂', status: 'on' }} onSearch={onSearch} />);
    await waitFor(() => expect(keyword().value).toBe('水厂'), WAIT);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenCalledWith({});
    await waitFor(() => expect(keyword().value).toBe(''), WAIT);
    expect(screen.queryByText('启用')).toBeNull();
  });

  it('follows the filters in force when they change (back/forward), not what was typed before', async () => {
    render(<Page onSearch={() => undefined} />);
    fireEvent.change(keyword(), { target: { value: '未提交' } });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(keyword().value).toBe('外部'), WAIT);
  });
});
