import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { type AreaSegment, loadArea } from './area-bundles.ts';
import { RouteFallback } from './RouteFallback.tsx';

/**
 * Root routes of docs/product.md. Each area is its own lazy bundle (antd and all), and each of its pages a chunk
 * below it, so the first download stays small; the server preloads the chunks an address needs with the HTML.
 * The public confirmation pages (/specialist-confirm, /specialist-extract-confirm) are not routes of this app:
 * they are a second HTML entry (confirm.html → src/confirm/main.tsx, React only) that the server sends for those
 * two paths, so an expert opening the SMS link on a phone never loads the router, antd or the query cache.
 */
const area = (segment: AreaSegment) => async () => ({ Component: await loadArea(segment) });

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: RouteFallback,
    children: [
      { index: true, element: <Navigate to="/manage" replace /> },
      { path: 'manage/*', lazy: area('manage') },
      { path: 'specialist/*', lazy: area('specialist') },
      { path: 'vender/*', lazy: area('vender') },
      { path: 'errors/*', lazy: area('errors') },
      { path: '*', element: <Navigate to="/errors/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
