import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmPage } from './ConfirmPage.tsx';
import { kindOfPath } from './kinds.ts';
import './confirm.css';

/**
 * Entry of confirm.html, the light bundle of the two public confirmation pages (docs/product.md): React and these few
 * files only — no antd, router or query cache — because experts open them on a phone from an SMS.
 */
const linkKey = new URLSearchParams(window.location.search).get('t')?.trim() ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfirmPage kind={kindOfPath(window.location.pathname)} linkKey={linkKey} />
  </StrictMode>,
);
