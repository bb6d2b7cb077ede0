import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';

/** Documents admins attach to tenders, under DATA_DIR/uploads/tenders with random names (never the uploaded name). */
@Injectable()
export class TenderDocumentStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(config.dataDir, 'uploads', 'tenders');
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
