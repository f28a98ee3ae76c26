import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';

/** Renders a routed page at `url` (matched by `pattern`) inside the providers the specialist area has. */
export function renderAt(url: string, pattern: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <AntdProvider>
          <ConfigProvider theme={{ token: { motion: false } }}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </ConfigProvider>
        </AntdProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
