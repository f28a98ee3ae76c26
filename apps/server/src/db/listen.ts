import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/** Stops listening and releases the connection. */
export type Unlisten = () => Promise<void>;

export interface ChannelListener {
  /** A NOTIFY on the channel, from any process on the database, after its transaction committed. */
  onNotify(payload: string): void;
  /**
   * The connection was lost and is back: notifications sent meanwhile are gone, so whoever shows state from them
   * must read it again.
   */
  onReconnect(): void;
  onError(error: Error): void;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on `channel` (PostgreSQL's own fan-out between server processes: every process on the database hears every
 * NOTIFY). On PostgreSQL a connection of its own, outside the pool (a pooled one would be handed to queries and its
 * LISTEN lost), re-established a second after it drops; on PGlite the embedded database's own `listen`, in process.
 * The channel must be a plain lower-case identifier.
 */
export async function listenTo(db: Db, channel: string, listener: ChannelListener): Promise<Unlisten> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (!(client instanceof pg.Pool)) return client.listen(channel, listener.onNotify);

  const options = client.options;
  let connection: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Tried again every second until the database answers; the listener is told once it is back.
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect(true).catch((error: Error) => {
        listener.onError(error);
        reconnect();
      });
    }, RECONNECT_MS);
  };
  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    // A dropped connection ends with 'error' (a broken socket) or only 'end' (the server closed it): either way once.
    const lost = () => {
      if (connection !== next) return;
      connection = null;
      void next.end().catch(() => undefined);
      reconnect();
    };
    next.on('error', (error) => {
      listener.onError(error);
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    connection = next;
    if (reconnecting) listener.onReconnect();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await connection?.end().catch(() => undefined);
    connection = null;
  };
}
