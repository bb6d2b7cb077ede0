import { JsonStreamScanner, ScanLocation, ScannedPiece } from './json-stream-scanner';

/** One OCDS release as read from an input, with where it came from. */
export interface ReadRelease {
  release: Record<string, unknown>;
  /** Human description of the position: `releases[3] (line 120)`. */
  where: string;
  /** Package publisher name, when the enclosing package names one. */
  packagePublisher: string | null;
}

/** Something in the input that is not an importable release, with the reason. */
export interface ReadRejection {
  where: string;
  reason: string;
}

export interface ReadHandlers {
  release(item: ReadRelease): void;
  rejected(item: ReadRejection): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function where(location: ScanLocation): string {
  switch (location.container) {
    case 'releases':
    case 'records':
      return `${location.container}[${location.index}] (line ${location.line})`;
    case 'array':
      return `element ${location.index} of the top-level array (line ${location.line})`;
    default:
      return `the value on line ${location.line}`;
  }
}

function publisherOf(meta: Record<string, unknown>): string | null {
  const publisher = meta.publisher;
  if (isObject(publisher) && typeof publisher.name === 'string' && publisher.name.trim()) return publisher.name.trim();
  return null;
}

/**
 * Turns scanned pieces into releases: elements of `releases`, the compiled (or embedded) releases of `records`,
 * bare releases, and packages or records found as whole values (JSON Lines of packages, small files).
 */
export class OcdsReader {
  readonly scanner: JsonStreamScanner;

  constructor(private readonly handlers: ReadHandlers) {
    this.scanner = new JsonStreamScanner({
      piece: (piece) => this.piece(piece),
      problem: (problem) =>
        this.handlers.rejected({ where: problem.location ? where(problem.location) : `line ${problem.line}`, reason: problem.message }),
    });
  }

  push(chunk: Buffer): void {
    this.scanner.push(chunk);
  }

  end(): void {
    this.scanner.end();
  }

  /** Top-level fields of the last package read (e.g. `links.next` of a paged API answer). */
  get packageMeta(): Record<string, unknown> {
    return this.scanner.lastPackageMeta;
  }

  private piece({ value, location, packageMeta }: ScannedPiece): void {
    const at = where(location);
    const publisher = publisherOf(packageMeta);
    if (location.container === 'releases') return this.release(value, at, publisher);
    if (location.container === 'records') return this.record(value, at, publisher);
    this.anything(value, at, publisher, 0);
  }

  private anything(value: unknown, at: string, publisher: string | null, depth: number): void {
    if (Array.isArray(value)) {
      if (depth > 2) return this.handlers.rejected({ where: at, reason: 'nested arrays are not OCDS' });
      value.forEach((v, i) => this.anything(v, `${at} → [${i}]`, publisher, depth + 1));
      return;
    }
    if (!isObject(value)) {
      return this.handlers.rejected({
        where: at,
        reason: `expected an OCDS release, record or package (a JSON object), got ${value === null ? 'null' : typeof value}`,
      });
    }
    const ownPublisher = publisherOf(value) ?? publisher;
    if (Array.isArray(value.releases) && !('ocid' in value)) {
      value.releases.forEach((r, i) => this.release(r, `${at} → releases[${i}]`, ownPublisher));
      return;
    }
    if (Array.isArray(value.records)) {
      value.records.forEach((r, i) => this.record(r, `${at} → records[${i}]`, ownPublisher));
      return;
    }
    if ('compiledRelease' in value || ('ocid' in value && Array.isArray(value.releases))) return this.record(value, at, ownPublisher);
    this.release(value, at, publisher);
  }

  private record(value: unknown, at: string, publisher: string | null): void {
    if (!isObject(value)) return this.handlers.rejected({ where: at, reason: 'a record must be a JSON object' });
    const ocid = typeof value.ocid === 'string' ? value.ocid : undefined;
    if (isObject(value.compiledRelease)) {
      const compiled = value.compiledRelease;
      return this.release(ocid && !compiled.ocid ? { ...compiled, ocid } : compiled, `${at} (compiledRelease)`, publisher);
    }
    const embedded = Array.isArray(value.releases) ? value.releases.filter((r) => isObject(r) && !('url' in r && !('tender' in r))) : [];
    if (embedded.length === 0) {
      return this.handlers.rejected({
        where: at,
        reason: 'the record has no compiledRelease and no embedded releases (linked releases are not fetched)',
      });
    }
    embedded.forEach((r, i) => {
      const release = r as Record<string, unknown>;
      this.release(ocid && !release.ocid ? { ...release, ocid } : release, `${at} → releases[${i}]`, publisher);
    });
  }

  private release(value: unknown, at: string, publisher: string | null): void {
    if (!isObject(value)) return this.handlers.rejected({ where: at, reason: 'a release must be a JSON object' });
    this.handlers.release({ release: value, where: at, packagePublisher: publisher });
  }
}
