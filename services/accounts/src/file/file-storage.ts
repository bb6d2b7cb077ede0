import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';

/**
 * Uploaded bytes live under DATA_DIR/uploads/accounts with random names (never the user's file name), outside any
 * folder the edge serves; they are only streamed back through GET /file/{id} after an access check.
 */
@Injectable()
export class FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(config.dataDir, 'uploads', 'accounts');
    fs.mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  async put(bytes: Buffer): Promise<string> {
    const key = `${randomUUID()}.bin`;
    await fs.promises.writeFile(path.join(this.root, key), bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  stream(key: string): fs.ReadStream {
    if (!/^[0-9a-f-]{36}\.bin$/.test(key)) throw new Error(`bad storage key ${key}`);
    return fs.createReadStream(path.join(this.root, key));
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(path.join(this.root, key), { force: true });
  }
}
