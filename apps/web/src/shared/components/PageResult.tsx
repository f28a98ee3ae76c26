import type { ResultProps } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { InlinePageTitle } from './PageTitle.tsx';

// antd's Result carries three large status illustrations: loaded only when a page shows one (an announcement that is
// not there, a signed-out visitor), not with every page that might.
const Result = lazy(() => import('antd/es/result/index.js'));

/**
 * antd's Result standing for a whole page (not found, no permission, registered): its title is the page's <h1>.
 * `fallback` holds the place while the illustration loads.
 */
export function PageResult({ title, fallback = null, ...props }: ResultProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Result {...props} title={<InlinePageTitle>{title}</InlinePageTitle>} />
    </Suspense>
  );
}
