import * as decoding from 'lib0/decoding';

/** Hocuspocus message types that carry Yjs sync messages (Sync and SyncReply). */
const SYNC_TYPES = new Set([0, 4]);
/** y-protocols sync message types that carry document content: SyncStep2 and Update. */
const CONTENT_SYNC_TYPES = new Set([1, 2]);

/**
 * The Yjs update a client's message carries (a sync step 2 or an update), or null for anything else (step 1,
 * awareness, auth, stateless…): what must be in PostgreSQL before the server acknowledges the message.
 */
export function contentUpdateOf(message: Uint8Array): Uint8Array | null {
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder);
    if (!SYNC_TYPES.has(decoding.readVarUint(decoder))) return null;
    if (!CONTENT_SYNC_TYPES.has(decoding.readVarUint(decoder))) return null;
    const update = decoding.readVarUint8Array(decoder);
    // An empty update (no structs, empty delete set) changes nothing.
    return update.length <= 2 && update.every((b) => b === 0) ? null : update;
  } catch {
    return null;
  }
}
