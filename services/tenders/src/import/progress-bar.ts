import type { ImportProgress } from './tender-importer';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A one-line progress bar for a terminal: percentage of bytes when the total is known (files), else a running count;
 * releases per second and the outcome counts so far. Redraws at most ten times a second.
 */
export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly width = 28,
  ) {}

  update(p: ImportProgress): void {
    const now = Date.now();
    if (now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    const rate = Math.round(p.summary.releases / seconds);
    const s = p.summary;
    const counts = `${s.releases.toLocaleString('en-GB')} rel · ${rate.toLocaleString('en-GB')}/s · +${s.created} ~${s.updated} =${s.unchanged} skip ${s.skipped} rej ${s.rejected}`;
    let bar: string;
    if (p.totalBytes) {
      const ratio = Math.min(1, p.bytesRead / p.totalBytes);
      const full = Math.round(ratio * this.width);
      bar = `[${'#'.repeat(full)}${'-'.repeat(this.width - full)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${mb(p.bytesRead)}/${mb(p.totalBytes)}`;
    } else {
      bar = `${mb(p.bytesRead)} read`;
    }
    const file = p.sourceCount > 1 ? ` · file ${p.sourceIndex + 1}/${p.sourceCount}` : '';
    const line = `${bar} · ${counts}${file}`;
    const columns = this.out.columns || 120;
    this.out.write(`\r${line.slice(0, columns - 1).padEnd(Math.min(columns - 1, line.length))}\x1b[K`);
    this.drawn = true;
  }

  /** Clears the bar so the summary starts on a clean line. */
  done(): void {
    if (this.drawn) this.out.write('\r\x1b[K');
  }
}
