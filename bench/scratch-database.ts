/** A scratch PostgreSQL database for a bench or a process test; light (pg only), so browser tests can use it too. */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A scratch database next to `url`'s; drop() removes it. */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), name, drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
