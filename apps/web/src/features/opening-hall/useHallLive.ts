import { openingHallApi } from '@swp/core/opening/contract';
import type { HallState } from '@swp/core/opening/responses';
import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useEffect, useState } from 'react';
import { resolveUrl, tokenKey } from '../../app/http.ts';
import { withQuery } from '../../shared/url.ts';
import { type HallArea, hallKeys } from './api.ts';

/** While the stream is down the page polls this often (the state lives in the database: a poll reads the same). */
export const HALL_POLL_MS = 5000;

/**
 * The hall's live updates: the server's event stream (`/api/opening/events`, `event: state` carrying this viewer's
 * HallState after every change) written into the react-query cache, so every component of the page shows the new
 * state within a second. The `eventsource` package is the WHATWG EventSource with one addition the browser's lacks:
 * a `fetch` of our own, for the `token` header the API identifies callers by (a URL must never carry the token).
 * It reconnects by itself; while it is not open, `polling` is true and the page polls `/api/opening/state`.
 */
export function useHallLive(area: HallArea, projectId: number): { polling: boolean } {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const url = resolveUrl(withQuery(openingHallApi.events.path, { projectId }));
    const source = new EventSource(url, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        const token = localStorage.getItem(tokenKey(area));
        if (token) headers.set('token', token);
        return fetch(input, { ...init, headers, credentials: 'include' });
      },
    });
    source.addEventListener('open', () => setOpen(true));
    source.addEventListener('error', () => setOpen(false));
    source.addEventListener('state', (event) => {
      try {
        client.setQueryData<HallState>(hallKeys.state(area, projectId), JSON.parse(event.data) as HallState);
      } catch {
        // A malformed event is dropped; the next event or poll brings the state.
        void client.invalidateQueries({ queryKey: hallKeys.state(area, projectId) });
      }
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [area, projectId, client]);

  return { polling: !open };
}
