import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteFallback } from './RouteFallback.tsx';

/**
 * Root routes of docs/product.md. Each area is its own lazy bundle (antd and all), so the first download stays small.
 * The public confirmation pages (/specialist-confirm, /specialist-extract-confirm) are not routes of this app:
 * they are a second HTML entry (confirm.html → src/confirm/main.tsx, React only) that the server sends for those
 * two paths, so an expert opening the SMS link on a phone never loads the router, antd or the query cache.
 */
const area = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: RouteFallback,
    children: [
      { index: true, element: <Navigate to="/manage" replace /> },
      { path: 'manage/*', lazy: area(() => import('../areas/manage/ManageArea.tsx')) },
      { path: 'specialist/*', lazy: area(() => import('../areas/specialist/SpecialistArea.tsx')) },
      { path: 'vender/*', lazy: area(() => import('../areas/vender/VenderArea.tsx')) },
      { path: 'errors/*', lazy: area(() => import('../areas/errors/ErrorsArea.tsx')) },
      { path: '*', element: <Navigate to="/errors/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
