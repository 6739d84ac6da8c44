import pg from 'pg';

export type ChangeFeedOptions = {
  /** How often the listening connection is asked whether it is still there, and how long it may take. */
  heartbeatMs: number;
  /** The wait before listening again after the connection was lost or could not be opened. */
  retryMs: number;
};

export const CHANGE_FEED: ChangeFeedOptions = { heartbeatMs: 5_000, retryMs: 1_000 };

/** The listening connection's application_name, as PostgreSQL's pg_stat_activity shows it. */
export const FEED_APPLICATION = 'portal-change-feed';

export type ChangeFeed = {
  /**
   * A number that moves whenever what was read may have changed: at each notification on the channel,
   * and when listening starts or stops. Null while not listening (nothing may be kept then).
   */
  stamp(): number | null;
  /** Moves the stamp: a change made through this process (it does not wait for its notification). */
  bump(): void;
  close(): Promise<void>;
};

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one would be handed to other
 * queries). The connection is asked `SELECT 1` every `heartbeatMs`: a connection that does not answer in
 * time, that errs or that ends counts as lost, the stamp turns null, and listening starts again after
 * `retryMs`. Notifications sent while not listening are lost, which is why the stamp is null meanwhile.
 */
export function changeFeed(
  url: string,
  channel: string,
  options: ChangeFeedOptions = CHANGE_FEED,
): ChangeFeed {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stamp = 0;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // One warning per outage, not one per attempt.
  let warned = false;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    stamp += 1;
    clearInterval(heartbeat);
    c.end().catch(() => undefined);
    if (!closed) {
      console.warn(`Lost the connection listening on ${channel}; listening again.`);
      warned = true;
      retry = setTimeout(() => void listen(), options.retryMs);
      retry.unref();
    }
  };

  const listen = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: FEED_APPLICATION });
    // Until the LISTEN has run, a failure is the attempt's own.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (client === c && message.channel === channel) stamp += 1;
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      c.end().catch(() => undefined);
      if (!closed) {
        if (!warned) console.warn(`Listening on ${channel} failed (${(error as Error).message}); retrying.`);
        warned = true;
        retry = setTimeout(() => void listen(), options.retryMs);
        retry.unref();
      }
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    stamp += 1;
    warned = false;
    heartbeat = setInterval(() => {
      let answered = false;
      const late = setTimeout(() => {
        if (!answered) lost(c);
      }, options.heartbeatMs);
      late.unref();
      c.query('SELECT 1').then(
        () => {
          answered = true;
          clearTimeout(late);
        },
        () => lost(c),
      );
    }, options.heartbeatMs);
    heartbeat.unref();
  };

  const ready = listen();
  return {
    stamp: () => (client ? stamp : null),
    bump: () => {
      stamp += 1;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = null;
      await ready;
      await c?.end().catch(() => undefined);
    },
  };
}
