import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

const KEY = /^[0-9a-f-]{36}\.bin$/;

/**
 * Uploaded bytes of one service under DATA_DIR/uploads/<area>, with random names (never the uploaded file name),
 * outside any folder the edge serves: they are only streamed back by the owning service after its access check.
 * Files are written exclusively (`wx`) and readable by this user only.
 */
export class UploadStore {
  private readonly root: string;

  constructor(dataDir: string, area: string) {
    this.root = path.join(dataDir, 'uploads', area);
    fs.mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /** Stores the bytes; answers the key to keep in the database. */
  async put(bytes: Buffer): Promise<string> {
    const key = `${randomUUID()}.bin`;
    await fs.promises.writeFile(path.join(this.root, key), bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  /** The stored bytes of a key (a key not made by put is refused). */
  stream(key: string): fs.ReadStream {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return fs.createReadStream(path.join(this.root, key));
  }

  /** Removes a stored file (nothing if it is already gone). */
  async remove(key: string): Promise<void> {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    await fs.promises.rm(path.join(this.root, key), { force: true });
  }
}
