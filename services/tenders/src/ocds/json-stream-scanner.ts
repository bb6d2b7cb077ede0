/**
 * A streaming scanner for OCDS files of any size in constant memory: release packages, record packages, bare
 * releases, top-level arrays, concatenated JSON and JSON Lines.
 *
 * It does not build a full document. It walks the bytes, tracks strings and brackets, and cuts out each value that
 * matters: every element of a top-level `releases` or `records` array, every other top-level field of a package
 * (publisher, uri, links…), every element of a top-level array, and each whole top-level value otherwise. Each cut
 * piece is handed to the native `JSON.parse`, so memory holds one release at a time and parsing stays fast.
 *
 * Failures never stop the scan:
 * - a piece that is not valid JSON but whose brackets balance (a bad token inside one release) is reported and the
 *   scan goes on with the next element;
 * - a structural error (mismatched bracket, missing comma between package fields) is reported and the scanner
 *   skips to the next line that starts with `{` or `[` in column 0 (a new JSON Lines value), or to the end;
 * - input that ends in the middle of a value (a truncated file) is reported; whatever came before is kept.
 */

/** Where a piece came from: its container, position, and line in the input. */
export interface ScanLocation {
  /** `releases` / `records`: an element of that package array; `array`: element of a top-level array; `value`: a whole top-level value. */
  container: 'releases' | 'records' | 'array' | 'value';
  /** Index within the container (top-level values are numbered from 0 in input order). */
  index: number;
  /** 1-based line where the piece starts. */
  line: number;
}

export interface ScannedPiece {
  value: unknown;
  location: ScanLocation;
  /** Top-level fields of the enclosing package read so far (publisher, uri, license, links…); empty for bare values. */
  packageMeta: Record<string, unknown>;
}

export interface ScanProblem {
  message: string;
  line: number;
  /** Set when the problem concerns one piece (that piece is skipped; the scan continues after it). */
  location?: ScanLocation;
}

export interface ScanHandlers {
  piece(piece: ScannedPiece): void;
  problem(problem: ScanProblem): void;
}

const enum S {
  Top,
  ObjKeyOrEnd,
  Key,
  Colon,
  ObjValue,
  ObjAfterValue,
  StreamElemOrEnd,
  StreamAfterElem,
  Capture,
  Recover,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const NL = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

const isWs = (b: number) => b === 0x20 || b === NL || b === 0x0d || b === 0x09;
/** Bytes that end a number or literal (they are not part of it). */
const endsPrimitive = (b: number) => b === COMMA || b === RBRACE || b === RBRACKET || isWs(b);

/** What to do with a captured value once it is complete. */
type CaptureTarget = 'key' | 'field' | 'element' | 'value';

const STREAMED_KEYS = new Set(['releases', 'records']);

/** Most bytes one piece may take (one release); a larger piece is reported and skipped. */
export const MAX_PIECE_BYTES = 64 * 1024 * 1024;

export class JsonStreamScanner {
  private state: S = S.Top;
  /** Absolute byte offset of the next byte; line and where the current line started, for messages. */
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  private atColumnZero = true;
  private bomSoFar = 0;

  // Current top-level object.
  private meta: Record<string, unknown> = {};
  private metaBroken = false;
  private topIsStreaming = false;
  private topLine = 1;
  private currentKey = '';
  private streamContainer: 'releases' | 'records' | 'array' = 'releases';
  private streamIndex = 0;
  private topIndex = 0;
  /** State to return to when the streamed array ends. */
  private afterStream: S = S.Top;

  // Capture of one value.
  private target: CaptureTarget = 'value';
  private captureKind: 'container' | 'string' | 'primitive' = 'container';
  private pieces: Buffer[] = [];
  private pieceBytes = 0;
  private captureStart = -1;
  private captureLine = 1;
  private stack: number[] = [];
  private inString = false;
  private escape = false;
  private oversized = false;

  constructor(private readonly handlers: ScanHandlers) {}

  /** Top-level fields of the last package seen (e.g. `links.next` of an API page). */
  get lastPackageMeta(): Record<string, unknown> {
    return this.meta;
  }

  push(chunk: Buffer): void {
    let i = 0;
    const base = this.offset;
    // A UTF-8 byte order mark (EF BB BF) may open the input, possibly split across chunks.
    while (base + i < 3 && i < chunk.length && chunk[i] === BOM[base + i] && this.bomSoFar === base + i) {
      this.bomSoFar++;
      i++;
    }
    const n = chunk.length;
    while (i < n) {
      if (this.state === S.Capture) {
        i = this.capture(chunk, i, base);
        continue;
      }
      const b = chunk[i];
      const column0 = this.atColumnZero;
      if (b === NL) {
        this.line++;
        this.lineStart = base + i + 1;
        this.atColumnZero = true;
      } else {
        this.atColumnZero = false;
      }
      const wasRecovering = this.state === S.Recover;
      switch (this.state) {
        case S.Top:
          if (isWs(b)) break;
          this.topLine = this.line;
          if (b === LBRACE) {
            this.startTopObject();
          } else if (b === LBRACKET) {
            this.startStream('array', S.Top);
          } else {
            this.beginCapture(chunk, i, base, 'value', S.Top);
            continue;
          }
          break;
        case S.ObjKeyOrEnd:
          if (isWs(b)) break;
          if (b === QUOTE) {
            this.beginCapture(chunk, i, base, 'key', S.Colon);
            continue;
          }
          if (b === RBRACE) {
            this.endTopObject();
            break;
          }
          this.structural(`expected a field name or "}" but found ${describe(b)}`);
          break;
        case S.Colon:
          if (isWs(b)) break;
          if (b === COLON) this.state = S.ObjValue;
          else this.structural(`expected ":" after "${this.currentKey}" but found ${describe(b)}`);
          break;
        case S.ObjValue:
          if (isWs(b)) break;
          if (b === LBRACKET && STREAMED_KEYS.has(this.currentKey) && !('ocid' in this.meta) && !this.topIsStreaming) {
            this.topIsStreaming = true;
            this.startStream(this.currentKey as 'releases' | 'records', S.ObjAfterValue);
            break;
          }
          this.beginCapture(chunk, i, base, 'field', S.ObjAfterValue);
          continue;
        case S.ObjAfterValue:
          if (isWs(b)) break;
          if (b === COMMA) this.state = S.ObjKeyOrEnd;
          else if (b === RBRACE) this.endTopObject();
          else this.structural(`expected "," or "}" after the value of "${this.currentKey}" but found ${describe(b)}`);
          break;
        case S.StreamElemOrEnd:
          if (isWs(b)) break;
          if (b === RBRACKET) {
            this.state = this.afterStream;
            break;
          }
          if (b === COMMA) {
            this.structural(`an element of ${this.streamContainer} is missing before ","`);
            break;
          }
          this.beginCapture(chunk, i, base, 'element', S.StreamAfterElem);
          continue;
        case S.StreamAfterElem:
          if (isWs(b)) break;
          if (b === COMMA) this.state = S.StreamElemOrEnd;
          else if (b === RBRACKET) this.state = this.afterStream;
          else this.structural(`expected "," or "]" after ${this.streamContainer}[${this.streamIndex - 1}] but found ${describe(b)}`);
          break;
        case S.Recover:
          if (column0 && (b === LBRACE || b === LBRACKET)) {
            this.state = S.Top;
            // Re-read this byte as the start of a new top-level value (its line bookkeeping is already done).
            this.topLine = this.line;
            if (b === LBRACE) this.startTopObject();
            else this.startStream('array', S.Top);
          }
          break;
        default:
          break;
      }
      if (!wasRecovering && this.state === S.Recover && column0 && (b === LBRACE || b === LBRACKET)) {
        // The broken value ends where a new line starts a new value (JSON Lines): read this byte again as that start.
        this.atColumnZero = true;
        continue;
      }
      i++;
    }
    this.offset = base + n;
    if (this.state === S.Capture && !this.oversized && this.captureStart >= 0) {
      // Keep the unfinished piece's bytes of this chunk.
      const tail = chunk.subarray(this.captureStart);
      this.pieces.push(Buffer.from(tail));
      this.pieceBytes += tail.length;
      this.captureStart = 0;
      if (this.pieceBytes > MAX_PIECE_BYTES) this.markOversized();
    }
    if (this.state === S.Capture) this.captureStart = 0;
  }

  /** Call once after the last chunk: completes a trailing number/literal, reports a truncated input. */
  end(): void {
    if (this.state === S.Capture && this.captureKind === 'primitive' && this.stack.length === 0) {
      this.finishCapture();
    }
    switch (this.state) {
      case S.Top:
      case S.Recover:
        return;
      case S.Capture:
        this.report(`the input ends inside ${this.describeCapture()} (truncated file?)`, this.captureLine, this.captureLocation());
        break;
      default:
        this.report(
          `the input ends inside the ${this.topIsStreaming ? `package (after ${this.streamIndex} ${this.streamContainer})` : 'top-level value'} that started on line ${this.topLine} (truncated file?)`,
          this.line,
        );
    }
    this.state = S.Top;
  }

  private startTopObject(): void {
    this.meta = {};
    this.metaBroken = false;
    this.topIsStreaming = false;
    this.state = S.ObjKeyOrEnd;
  }

  private startStream(container: 'releases' | 'records' | 'array', after: S): void {
    this.streamContainer = container;
    this.streamIndex = 0;
    this.afterStream = after;
    if (container === 'array') {
      this.meta = {};
      this.topIsStreaming = true;
    }
    this.state = S.StreamElemOrEnd;
  }

  private endTopObject(): void {
    if (!this.topIsStreaming) {
      if (this.metaBroken) {
        // Already reported field by field; a release with a broken field is not imported half-read.
      } else {
        this.handlers.piece({
          value: this.meta,
          location: { container: 'value', index: this.topIndex, line: this.topLine },
          packageMeta: {},
        });
      }
    }
    this.topIndex++;
    this.state = S.Top;
  }

  private beginCapture(chunk: Buffer, i: number, base: number, target: CaptureTarget, next: S): void {
    const b = chunk[i];
    this.target = target;
    this.state = S.Capture;
    this.afterCaptureState = next;
    this.pieces = [];
    this.pieceBytes = 0;
    this.captureStart = i;
    this.captureLine = this.line;
    this.stack = [];
    this.inString = false;
    this.escape = false;
    this.oversized = false;
    if (b === LBRACE || b === LBRACKET) this.captureKind = 'container';
    else if (b === QUOTE) this.captureKind = 'string';
    else this.captureKind = 'primitive';
    void base;
  }

  private afterCaptureState: S = S.Top;

  /** Scans from `i` inside a capture; returns the index of the next unconsumed byte. */
  private capture(chunk: Buffer, i: number, base: number): number {
    const n = chunk.length;
    if (this.captureKind === 'primitive') {
      if (i === this.captureStart && this.pieces.length === 0 && (endsPrimitive(chunk[i]) || chunk[i] === COLON)) {
        // A stray delimiter where a value should start.
        this.state = this.afterCaptureState;
        this.structural(`expected a value but found ${describe(chunk[i])}`);
        return i + 1;
      }
      while (i < n) {
        const b = chunk[i];
        if (endsPrimitive(b)) {
          this.completeCapture(chunk, i);
          return i; // the delimiter is read by the next state
        }
        i++;
      }
      return i;
    }
    if (this.captureKind === 'string') {
      // The opening quote is at captureStart when the capture began in this chunk.
      if (i === this.captureStart && this.pieces.length === 0 && !this.inString) {
        this.inString = true;
        i++;
      }
      while (i < n) {
        const b = chunk[i];
        if (this.escape) this.escape = false;
        else if (b === BACKSLASH) this.escape = true;
        else if (b === QUOTE) {
          this.completeCapture(chunk, i + 1);
          return i + 1;
        } else if (b === NL) this.newline(base + i);
        i++;
      }
      return i;
    }
    const stack = this.stack;
    while (i < n) {
      const b = chunk[i];
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (b === BACKSLASH) this.escape = true;
        else if (b === QUOTE) this.inString = false;
        else if (b === NL) this.newline(base + i);
        i++;
        continue;
      }
      switch (b) {
        case QUOTE:
          this.inString = true;
          break;
        case LBRACE:
        case LBRACKET:
          stack.push(b);
          break;
        case RBRACE:
        case RBRACKET: {
          const open = stack.pop();
          if (open !== (b === RBRACE ? LBRACE : LBRACKET)) {
            this.captureFailed(
              open === undefined ? `unexpected ${describe(b)}` : `${describe(b)} does not close the ${describe(open)} it meets`,
              base + i,
            );
            return i + 1;
          }
          if (stack.length === 0) {
            this.completeCapture(chunk, i + 1);
            return i + 1;
          }
          break;
        }
        case NL:
          this.newline(base + i);
          break;
        default:
          break;
      }
      i++;
    }
    return i;
  }

  private newline(absolute: number): void {
    this.line++;
    this.lineStart = absolute + 1;
    this.atColumnZero = true;
  }

  private completeCapture(chunk: Buffer, end: number): void {
    if (!this.oversized) {
      const tail = chunk.subarray(this.captureStart, end);
      this.pieces.push(tail);
      this.pieceBytes += tail.length;
      if (this.pieceBytes > MAX_PIECE_BYTES) this.markOversized();
    }
    this.atColumnZero = false;
    this.finishCapture();
  }

  private finishCapture(): void {
    const location = this.captureLocation();
    const target = this.target;
    let value: unknown;
    let ok = false;
    if (this.oversized) {
      this.report(
        `${this.describeCapture()} is larger than ${MAX_PIECE_BYTES / 1024 / 1024} MB and was skipped`,
        this.captureLine,
        location,
      );
    } else {
      const text = (this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces)).toString('utf8');
      try {
        value = JSON.parse(text);
        ok = true;
      } catch (error) {
        this.report(`${this.describeCapture()} is not valid JSON: ${jsonErrorText(error, text)}`, this.captureLine, location);
      }
    }
    this.pieces = [];
    this.pieceBytes = 0;
    this.captureStart = -1;
    this.state = this.afterCaptureState;
    switch (target) {
      case 'key':
        this.currentKey = ok && typeof value === 'string' ? value : '';
        if (!ok) this.metaBroken = true;
        break;
      case 'field':
        if (ok) this.meta[this.currentKey] = value;
        else this.metaBroken = true;
        break;
      case 'element':
        this.streamIndex++;
        if (ok) this.handlers.piece({ value, location, packageMeta: this.meta });
        break;
      case 'value':
        this.topIndex++;
        if (ok) this.handlers.piece({ value, location, packageMeta: {} });
        break;
    }
  }

  private markOversized(): void {
    this.oversized = true;
    this.pieces = [];
    this.pieceBytes = 0;
  }

  private captureLocation(): ScanLocation {
    if (this.target === 'element') return { container: this.streamContainer, index: this.streamIndex, line: this.captureLine };
    return { container: 'value', index: this.topIndex, line: this.captureLine };
  }

  private describeCapture(): string {
    switch (this.target) {
      case 'element':
        return `${this.streamContainer}[${this.streamIndex}] (line ${this.captureLine})`;
      case 'key':
        return `a field name (line ${this.captureLine})`;
      case 'field':
        return `the field "${this.currentKey}" (line ${this.captureLine})`;
      default:
        return `the value on line ${this.captureLine}`;
    }
  }

  private captureFailed(problem: string, absolute: number): void {
    const where = this.describeCapture();
    const location = this.target === 'element' ? this.captureLocation() : undefined;
    if (this.target === 'element') this.streamIndex++;
    this.pieces = [];
    this.enterRecovery(`${where}: ${problem} at line ${this.line}, column ${absolute - this.lineStart + 1}`, location);
  }

  private structural(problem: string): void {
    this.enterRecovery(`line ${this.line}: ${problem}`);
  }

  private enterRecovery(message: string, location?: ScanLocation): void {
    const kept =
      this.topIsStreaming && this.streamContainer !== 'array' ? `; ${this.streamIndex} ${this.streamContainer} before it were read` : '';
    this.report(`${message}${kept}; skipping to the next line that starts a JSON value`, this.line, location);
    this.state = S.Recover;
    this.topIsStreaming = false;
  }

  private report(message: string, line: number, location?: ScanLocation): void {
    this.handlers.problem({ message, line, ...(location ? { location } : {}) });
  }
}

function describe(byte: number): string {
  if (byte === NL) return 'a line break';
  if (byte < 0x20 || byte > 0x7e) return `byte 0x${byte.toString(16).padStart(2, '0')}`;
  return `"${String.fromCharCode(byte)}"`;
}

/** JSON.parse's message, with the text around the failing position when the engine gives one. */
function jsonErrorText(error: unknown, text: string): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 160);
  const match = /position (\d+)/.exec(message);
  if (!match) return message;
  const position = Number(match[1]);
  return `${message} (near "${text.slice(Math.max(0, position - 24), position + 16).replace(/\s+/g, ' ')}")`;
}
