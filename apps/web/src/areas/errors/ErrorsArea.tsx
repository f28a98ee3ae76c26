import { Route, Routes } from 'react-router';
import { toNotFound } from '../../shared/layout/AreaRoutes.tsx';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';
import { NotFound } from './NotFound.tsx';

/** /errors/* (docs/product.md root routes): only 404 so far. */
export default function ErrorsArea() {
  return (
    <AntdProvider>
      <Routes>
        <Route path="404" element={<NotFound />} />
        <Route path="*" element={toNotFound} />
      </Routes>
    </AntdProvider>
  );
}
