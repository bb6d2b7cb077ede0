import { ReadRejection, ReadRelease, OcdsReader } from './ocds-reader';

/** Reads `text` cut into chunks of `chunkSize` bytes (1 = byte by byte, to cross every boundary). */
function read(text: string | Buffer, chunkSize = 7) {
  const releases: ReadRelease[] = [];
  const rejected: ReadRejection[] = [];
  const reader = new OcdsReader({ release: (r) => releases.push(r), rejected: (r) => rejected.push(r) });
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += chunkSize) reader.push(bytes.subarray(i, i + chunkSize));
  reader.end();
  return { releases, rejected, ocids: releases.map((r) => r.release.ocid), meta: reader.packageMeta };
}

const release = (ocid: string, extra: Record<string, unknown> = {}) => ({
  ocid,
  id: `${ocid}-1`,
  date: '2025-01-01T00:00:00Z',
  tender: { title: `Tender ${ocid} “quoted” \\ é 😀` },
  ...extra,
});

describe('OcdsReader over the streaming scanner', () => {
  it.each([1, 3, 7, 64, 100000])('streams the releases of a package in chunks of %i bytes, with the package publisher', (chunk) => {
    const pkg = {
      uri: 'x',
      publisher: { name: 'Cabinet Office' },
      releases: [release('a'), release('b'), release('c')],
      links: { next: 'https://example.test/page2' },
    };
    const out = read(JSON.stringify(pkg, null, 2), chunk);
    expect(out.ocids).toEqual(['a', 'b', 'c']);
    expect(out.releases[1]).toMatchObject({ packagePublisher: 'Cabinet Office', where: expect.stringContaining('releases[1]') });
    expect(out.releases[0].release).toEqual(release('a'));
    expect(out.rejected).toEqual([]);
    expect(out.meta).toMatchObject({ links: { next: 'https://example.test/page2' } });
  });

  it('reads bare releases, JSON Lines, concatenated values and top-level arrays', () => {
    expect(read(JSON.stringify(release('bare'))).ocids).toEqual(['bare']);
    expect(read([release('l1'), release('l2'), release('l3')].map((r) => JSON.stringify(r)).join('\n') + '\n').ocids).toEqual([
      'l1',
      'l2',
      'l3',
    ]);
    expect(read(`${JSON.stringify(release('c1'))}  ${JSON.stringify(release('c2'))}`).ocids).toEqual(['c1', 'c2']);
    expect(read(JSON.stringify([release('x1'), release('x2')])).ocids).toEqual(['x1', 'x2']);
    expect(read(`${JSON.stringify({ releases: [release('p1')] })}\n${JSON.stringify({ releases: [release('p2')] })}`).ocids).toEqual([
      'p1',
      'p2',
    ]);
  });

  it('skips a UTF-8 byte order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(release('bom')))]);
    expect(read(bytes, 2).ocids).toEqual(['bom']);
  });

  it('uses compiled releases of record packages, else their embedded releases', () => {
    const records = {
      records: [
        {
          ocid: 'r1',
          releases: [{ url: 'https://x/1', date: '2020-01-01' }],
          compiledRelease: { ocid: 'r1', tender: { title: 'Compiled' } },
        },
        { ocid: 'r2', releases: [release('r2')] },
        { ocid: 'r3', releases: [{ url: 'https://x/3', date: '2020-01-01' }] },
      ],
    };
    const out = read(JSON.stringify(records));
    expect(out.ocids).toEqual(['r1', 'r2']);
    expect(out.releases[0].where).toContain('compiledRelease');
    expect(out.rejected).toEqual([expect.objectContaining({ reason: expect.stringContaining('no compiledRelease') })]);
  });

  it('reports a malformed release and carries on with the next one', () => {
    const text = `{"releases": [${JSON.stringify(release('ok1'))}, {"ocid": "bad", "tender": {"title": tru}}, ${JSON.stringify(release('ok2'))}]}`;
    const out = read(text, 5);
    expect(out.ocids).toEqual(['ok1', 'ok2']);
    expect(out.rejected).toHaveLength(1);
    expect(out.rejected[0].where).toContain('releases[1]');
    expect(out.rejected[0].reason).toMatch(/not valid JSON/);
  });

  it('keeps what came before the point where a truncated package ends, and says so', () => {
    const full = JSON.stringify({ publisher: { name: 'P' }, releases: [release('t1'), release('t2'), release('t3')] }, null, 1);
    const cut = full.slice(0, full.indexOf('"t3"') + 2);
    const out = read(cut, 11);
    expect(out.ocids).toEqual(['t1', 't2']);
    expect(out.rejected).toEqual([
      expect.objectContaining({ where: expect.stringContaining('releases[2]'), reason: expect.stringMatching(/truncated/) }),
    ]);
  });

  it('reports a truncated bare release without importing half of it', () => {
    const text = JSON.stringify(release('half'), null, 1);
    const out = read(text.slice(0, text.length - 30));
    expect(out.ocids).toEqual([]);
    expect(out.rejected[0].reason).toMatch(/truncated/);
  });

  it('recovers at the next line of a JSON Lines file after a broken line', () => {
    const lines = [
      JSON.stringify(release('j1')),
      '{"ocid": "j2", "tender": {"title": "x"]}',
      'not json at all',
      JSON.stringify(release('j3')),
    ];
    const out = read(lines.join('\n'), 4);
    expect(out.ocids).toEqual(['j1', 'j3']);
    expect(out.rejected.length).toBeGreaterThanOrEqual(1);
    expect(out.rejected[0].reason).toMatch(/skipping to the next line/);
  });

  it('rejects values that are not objects and a bare release with a broken field', () => {
    const out = read('42\n"text"\n{"ocid": "b", "tender": {"title": x}}\n' + JSON.stringify(release('fine')));
    expect(out.ocids).toEqual(['fine']);
    expect(out.rejected.map((r) => r.reason)).toEqual([
      expect.stringContaining('got number'),
      expect.stringContaining('got string'),
      expect.stringContaining('not valid JSON'),
    ]);
  });

  it('streams a large package in constant memory', () => {
    const reader = new OcdsReader({ release: () => (count += 1), rejected: (r) => fail(r.reason) });
    let count = 0;
    const one = Buffer.from(JSON.stringify(release('m', { description: 'x'.repeat(2000) })));
    reader.push(Buffer.from('{"publisher": {"name": "Big"}, "releases": ['));
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 20000; i++) {
      if (i) reader.push(Buffer.from(','));
      reader.push(one);
    }
    reader.push(Buffer.from(']}'));
    reader.end();
    expect(count).toBe(20000);
    // 20,000 releases of ~2 KB = 40 MB of input; the heap must not grow with it.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(30 * 1024 * 1024);
  });
});
