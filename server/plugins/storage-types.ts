/**
 * The one storage interface for uploaded files (ARCHITECTURE.md: plugins/storage): local disk
 * under DATA_DIR by default, an S3-compatible store behind the same interface in production.
 * Files are private: nothing here is served publicly; operators read them through short-lived
 * signed URLs (signedUrl), members never read them back.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores `bytes` under `key` (a path of [a-z0-9/_-.] chosen by the caller, e.g. kyc/<member>/<uuid>.jpg). */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}
