import { RECORD_OVERHEAD_BYTES, chunkByBytes } from './chunk-by-bytes';

const item = (n: number, size: number) => ({ n, message: { key: 'k', value: Buffer.alloc(size) } });
const per = (size: number) => size + 1 + RECORD_OVERHEAD_BYTES;

describe('chunkByBytes', () => {
  it('keeps order and stays under the limit', () => {
    const items = Array.from({ length: 10 }, (_, n) => item(n, 400));
    const chunks = chunkByBytes(items, per(400) * 3);
    expect(chunks.map((c) => c.map((i) => i.n))).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
  });

  it('sends an oversized message alone instead of dropping it', () => {
    const chunks = chunkByBytes([item(0, 10), item(1, 5000), item(2, 10)], 1000);
    expect(chunks.map((c) => c.map((i) => i.n))).toEqual([[0], [1], [2]]);
  });

  it('returns nothing for nothing', () => {
    expect(chunkByBytes([], 1000)).toEqual([]);
  });
});
