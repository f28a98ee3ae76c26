import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AntdProvider } from '../shared/providers/AntdProvider.tsx';
import { specialistKeys } from '../shared/query-keys.ts';

/**
 * The one render harness of the component tests: a node inside the providers a page has (a fresh query cache
 * that never retries, a router at `at`, the app's antd setup without motion). The 专业类别 tree starts empty in
 * the cache: every expert form and filter asks for it, and a test about something else should not have to serve it.
 */
export function renderWithProviders(node: ReactNode, { at = '/' }: { at?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(specialistKeys.tree, []);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <AntdProvider>
          <ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>
        </AntdProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
