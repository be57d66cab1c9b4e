/** Where uploaded files live: a folder under DATA_DIR today; an S3-compatible store can implement the same. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}
