import { CaughtUpReadModel, type CaughtUpSource } from './caught-up-read-model';

/** A table in memory whose rows carry the number of the write that wrote them, as `written_xid` does. */
class Table implements CaughtUpSource<{ id: string; value: number }> {
  private xid = 1;
  readonly rows = new Map<string, number>();
  /** Each id's last write (a deleted row's too: its deletion is a write). */
  private readonly written = new Map<string, number>();
  reads: Array<readonly string[] | null> = [];
  failNextRead = false;

  write(id: string, value: number | null): void {
    if (value === null) this.rows.delete(id);
    else this.rows.set(id, value);
    this.written.set(id, this.xid++);
  }

  async writeHorizon(): Promise<string> {
    return String(this.xid);
  }
  async writtenSince(horizon: string): Promise<string[]> {
    return [...this.written].filter(([, xid]) => xid >= Number(horizon)).map(([id]) => id);
  }
  async read(keys: readonly string[] | null): Promise<Array<{ id: string; value: number }>> {
    this.reads.push(keys);
    if (this.failNextRead) {
      this.failNextRead = false;
      throw new Error('connection lost');
    }
    const ids = keys ?? [...this.rows.keys()];
    return ids.flatMap((id) => {
      const value = this.rows.get(id);
      return value === undefined ? [] : [{ id, value }];
    });
  }
  keyOf(row: { id: string; value: number }): string {
    return row.id;
  }
}

describe('CaughtUpReadModel: a read model in memory, caught up by written_xid', () => {
  it('reads everything first, then only what was written since; a row gone leaves; `changed` only on a change', async () => {
    const table = new Table();
    table.write('a', 1);
    table.write('b', 2);
    let changes = 0;
    const model = new CaughtUpReadModel(
      table,
      (row) => row.value * 10,
      () => changes++,
    );

    await model.refresh();
    expect([...model.entries]).toEqual([
      ['a', 10],
      ['b', 20],
    ]);
    expect(table.reads).toEqual([null]);
    expect(changes).toBe(1);

    await model.refresh();
    expect(table.reads).toEqual([null]);
    expect(changes).toBe(1);

    table.write('b', 3);
    table.write('a', null);
    table.write('c', 4);
    await model.refresh();
    expect(Object.fromEntries(model.entries)).toEqual({ b: 30, c: 40 });
    expect([...(table.reads.at(-1) ?? [])].sort()).toEqual(['a', 'b', 'c']);
    expect(changes).toBe(2);
    expect(model.size).toBe(2);
  });

  it('keeps its state and horizon when a read fails, and catches up on the next refresh', async () => {
    const table = new Table();
    table.write('a', 1);
    const model = new CaughtUpReadModel(table, (row) => row.value);
    await model.refresh();

    table.write('a', 2);
    table.failNextRead = true;
    await expect(model.refresh()).rejects.toThrow('connection lost');
    expect(model.entries.get('a')).toBe(1);

    await model.refresh();
    expect(model.entries.get('a')).toBe(2);
  });

  it('runs refreshes one at a time, and a forgotten entry stays out until its row is written again', async () => {
    const table = new Table();
    table.write('a', 1);
    table.write('b', 2);
    const model = new CaughtUpReadModel(table, (row) => row.value);
    await Promise.all([model.refresh(), model.refresh(), model.refresh()]);
    expect(table.reads).toEqual([null]);

    model.forget('a');
    await model.refresh();
    expect([...model.entries.keys()]).toEqual(['b']);
    table.write('a', 5);
    await model.refresh();
    expect(model.entries.get('a')).toBe(5);
  });
});
