import type { Db } from '../db/types.js';
import { deleteFileObject, fileObjectExists, insertFileObject, readFileObject } from '../repos/platformFile.js';
import { S3FileStore, type S3Options } from './s3Store.js';

export interface StoredObject {
  sha256: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Issue 13: where platform files' bytes live, keyed by their sha256, seen alike by every server instance:
 * the database (the default) or an S3-compatible bucket. Never a local folder only one instance has.
 */
export interface FileStore {
  readonly kind: 'database' | 's3';
  /**
   * Writes the object unless it is already there; answers whether it was new. `trx` is the upload's
   * transaction: the database store writes in it, so object and record commit or roll back together.
   */
  put(trx: Db, object: StoredObject): Promise<boolean>;
  get(db: Db, sha256: string): Promise<Buffer | undefined>;
  /** Removes an object that no record names (after a failed upload). */
  remove(db: Db, sha256: string): Promise<void>;
}

const databaseFileStore: FileStore = {
  kind: 'database',
  put: (trx, object) => insertFileObject(trx, object),
  get: (db, sha256) => readFileObject(db, sha256),
  remove: async (db, sha256) => {
    if (await fileObjectExists(db, sha256)) await deleteFileObject(db, sha256);
  },
};

export interface FileStoreOptions {
  /** Set: the bytes go to this S3-compatible bucket; absent: the database. */
  s3?: S3Options;
}

export function createFileStore(options: FileStoreOptions = {}): FileStore {
  return options.s3 ? new S3FileStore(options.s3) : databaseFileStore;
}
