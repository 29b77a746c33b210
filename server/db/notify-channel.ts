// PostgreSQL's LISTEN/NOTIFY, on a connection of the caller's own (the change relay between nodes:
// server/services/change-relay.ts). A channel is an identifier, quoted here; a payload is a parameter.
import type pg from 'pg';

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Starts delivering `channel`'s notifications to the connection's 'notification' listeners. */
export async function listenOn(client: pg.Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${identifier(channel)}`);
}

/** Sends `payload` to every connection listening on `channel`. */
export async function notifyOn(client: pg.Client, channel: string, payload: string): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
