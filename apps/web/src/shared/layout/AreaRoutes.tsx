import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AntdProvider } from '../providers/AntdProvider.tsx';

/** An address nothing answers: the 404 page, in place of the wrong address in the history. */
export const toNotFound = <Navigate to="/errors/404" replace />;

/**
 * One area's routes (lazy bundle, inside the app's antd setup): its index, its sign-in page if it has one, and its
 * layout holding a home and one route per page (`path/*`, so a page routes what lies below it). Any other address,
 * inside the layout or beside it, goes to 404.
 */
export function AreaRoutes({
  index,
  login,
  layout,
  home,
  pages,
  children,
}: {
  index: ReactElement;
  login?: ReactElement;
  layout: ReactElement;
  home: ReactElement;
  pages: readonly { path?: string; element?: ReactNode }[];
  /** What the area keeps an eye on beside its routes (the session's expiry). */
  children?: ReactElement;
}) {
  return (
    <AntdProvider>
      {children}
      <Routes>
        <Route index element={index} />
        {login && <Route path="login" element={login} />}
        <Route path="layout" element={layout}>
          <Route index element={home} />
          {pages.map((e) => (
            <Route key={e.path} path={`${e.path}/*`} element={e.element} />
          ))}
          <Route path="*" element={toNotFound} />
        </Route>
        <Route path="*" element={toNotFound} />
      </Routes>
    </AntdProvider>
  );
}
