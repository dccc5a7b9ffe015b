/**
 * Decorates `app.storage` (storage-types.ts) with the store STORAGE names: local disk under
 * DATA_DIR/uploads (default), an S3-compatible store, or memory. A server on an in-memory
 * database (DATABASE_URL=memory://) or under NODE_ENV=test keeps its files in memory too even with
 * STORAGE=local: files on disk would outlive the rows that name them, and tests stay hermetic
 * (docs/payments.md "Identity verification and uploads").
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { StorageKind } from '../setting-parsers';
import { s3Storage } from './storage-s3';
import { localStorage, memoryStorage } from './storage-stores';
import type { FileStorage } from './storage-types';

/** Where STORAGE=local keeps files, under DATA_DIR. */
export const UPLOADS_DIR = 'uploads';

/** The store a server with `config` uses. */
export function storageKindOf(config: Pick<AppConfig, 'storage' | 'databaseUrl' | 'nodeEnv'>): StorageKind {
  if (config.storage === 'local' && (config.databaseUrl === 'memory://' || config.nodeEnv === 'test')) return 'memory';
  return config.storage;
}

/** Opens the store `config` names. */
export async function openStorage(config: AppConfig): Promise<FileStorage> {
  const kind = storageKindOf(config);
  if (kind === 'memory') return memoryStorage();
  if (kind === 'local') return localStorage(path.join(config.dataDir, UPLOADS_DIR));
  // loadConfig refuses STORAGE=s3 without these.
  return s3Storage({
    endpoint: config.s3Endpoint!,
    region: config.s3Region,
    bucket: config.s3Bucket!,
    accessKeyId: config.s3AccessKeyId!,
    secretAccessKey: config.s3SecretAccessKey!,
  });
}

export interface StoragePluginOptions {
  /** A store to use instead of the configured one (tests). */
  storage?: FileStorage;
}

/** Decorates `storage`. */
export const storagePlugin = fp(async function storage(app: FastifyInstance, options: StoragePluginOptions) {
  app.decorate('storage', options.storage ?? (await openStorage(app.config)));
}, { name: 'storage' });
