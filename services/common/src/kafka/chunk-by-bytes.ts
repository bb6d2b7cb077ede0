/** Bytes counted per message on top of key and value (record headers, offsets, lengths). */
export const RECORD_OVERHEAD_BYTES = 100;

/**
 * Splits messages, in order, into runs whose encoded size stays under `maxBytes`, so one produce request never
 * exceeds the broker's limit. A message larger than `maxBytes` goes alone (and the broker decides).
 */
export function chunkByBytes<T extends { message: { key: string; value: Buffer; headers?: Record<string, string> } }>(
  items: T[],
  maxBytes: number,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes =
      item.message.value.length + Buffer.byteLength(item.message.key) + headerBytes(item.message.headers) + RECORD_OVERHEAD_BYTES;
    if (current.length && size + bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

function headerBytes(headers: Record<string, string> | undefined): number {
  let bytes = 0;
  for (const name in headers) bytes += Buffer.byteLength(name) + Buffer.byteLength(headers[name]);
  return bytes;
}
