import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UploadStore } from './upload-store';

describe('UploadStore', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-uploads-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const read = (stream: fs.ReadStream) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      stream
        .on('data', (c) => chunks.push(c as Buffer))
        .on('end', () => resolve(Buffer.concat(chunks)))
        .on('error', reject);
    });

  it('stores bytes under a random key in its own area, private to this user, and streams them back', async () => {
    const store = new UploadStore(dataDir, 'tenders');
    const key = await store.put(Buffer.from('%PDF-1.7 hello'));
    expect(key).toMatch(/^[0-9a-f-]{36}\.bin$/);
    const file = path.join(dataDir, 'uploads', 'tenders', key);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await read(store.stream(key))).toString()).toBe('%PDF-1.7 hello');
    await store.remove(key);
    expect(fs.existsSync(file)).toBe(false);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make (no path traversal)', async () => {
    const store = new UploadStore(dataDir, 'accounts');
    expect(() => store.stream('../tenders/x.bin')).toThrow('bad storage key');
    await expect(store.remove('../../etc/passwd')).rejects.toThrow('bad storage key');
  });
});
