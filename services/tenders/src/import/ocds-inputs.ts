import * as fs from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** One thing to read: a file or a URL, opened lazily as a byte stream. */
export interface OcdsInput {
  /** As the user named it (file path relative to the cwd, or the URL). */
  name: string;
  /** Bytes, when known in advance (files; URLs with a Content-Length). */
  size: number | null;
  open(): Promise<{ stream: Readable; size: number | null }>;
}

const OCDS_FILE = /\.(json|jsonl|ndjson)(\.gz)?$/i;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile() && OCDS_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

function fileInput(file: string): OcdsInput {
  const size = fs.statSync(file).size;
  return {
    name: file,
    size,
    async open() {
      const raw = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
      return { stream: /\.gz$/i.test(file) ? raw.pipe(createGunzip()) : raw, size };
    },
  };
}

/** Fetches a URL as a stream (gzip transfer encoding is undone by fetch; a .gz body is gunzipped here). */
export function urlInput(url: string, fetchImpl: typeof fetch = fetch): OcdsInput {
  return {
    name: url,
    size: null,
    async open() {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(120_000) });
      if (!response.ok || !response.body) throw new Error(`${url} answered HTTP ${response.status}`);
      const length = Number(response.headers.get('content-length'));
      const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
      const gzipped = /\.gz(\?|$)/i.test(url) || /gzip/.test(response.headers.get('content-type') ?? '');
      return {
        stream: gzipped ? body.pipe(createGunzip()) : body,
        size: Number.isFinite(length) && length > 0 && !gzipped ? length : null,
      };
    },
  };
}

export interface ResolvedInputs {
  inputs: OcdsInput[];
  /** Arguments that name nothing readable, with the reason. */
  missing: Array<{ name: string; reason: string }>;
}

/**
 * Files, folders (every *.json, *.jsonl, *.ndjson, optionally .gz, recursively, in name order) and http(s) URLs.
 * A file named explicitly is read whatever its extension.
 */
export function resolveInputs(args: string[]): ResolvedInputs {
  const inputs: OcdsInput[] = [];
  const missing: ResolvedInputs['missing'] = [];
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      inputs.push(urlInput(arg));
      continue;
    }
    let stat: fs.Stats;
    try {
      stat = fs.statSync(arg);
    } catch {
      missing.push({ name: arg, reason: 'no such file or folder' });
      continue;
    }
    if (stat.isDirectory()) {
      const files = walk(arg);
      if (files.length === 0) missing.push({ name: arg, reason: 'the folder holds no .json, .jsonl or .ndjson files' });
      inputs.push(...files.map(fileInput));
    } else {
      inputs.push(fileInput(arg));
    }
  }
  return { inputs, missing };
}
