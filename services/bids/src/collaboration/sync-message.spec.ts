import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { contentUpdateOf } from './sync-message';

const message = (documentName: string, type: number, syncType?: number, payload?: Uint8Array) => {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, type);
  if (syncType !== undefined) encoding.writeVarUint(encoder, syncType);
  if (payload) encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
};

describe('contentUpdateOf', () => {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'hello');
  const update = Y.encodeStateAsUpdate(doc);

  it('finds the update in sync updates and sync step 2 (Sync and SyncReply)', () => {
    expect(contentUpdateOf(message('w/s', 0, 2, update))).toEqual(update);
    expect(contentUpdateOf(message('w/s', 0, 1, update))).toEqual(update);
    expect(contentUpdateOf(message('w/s', 4, 1, update))).toEqual(update);
  });

  it('ignores step 1, awareness, auth, empty updates and garbage', () => {
    expect(contentUpdateOf(message('w/s', 0, 0, Y.encodeStateVector(doc)))).toBeNull();
    expect(contentUpdateOf(message('w/s', 1, undefined, new Uint8Array([1, 2, 3])))).toBeNull();
    expect(contentUpdateOf(message('w/s', 2, 0))).toBeNull();
    expect(contentUpdateOf(message('w/s', 0, 1, Y.encodeStateAsUpdate(new Y.Doc())))).toBeNull();
    expect(contentUpdateOf(new Uint8Array([200, 200, 200]))).toBeNull();
  });
});
