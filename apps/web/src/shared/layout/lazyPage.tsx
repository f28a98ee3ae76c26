import { Card, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/** A page loaded on first visit, with a skeleton meanwhile (the layout stays on screen). */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      <Page />
    </Suspense>
  );
}
