import type { TextDiffPart } from '@jointly/contracts';

/** Words and the spaces between them, so a diff never cuts a word. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((t) => t !== '');
}

function push(parts: TextDiffPart[], op: TextDiffPart['op'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/** Above this many token pairs in the changed middle, the middle is shown as deleted then inserted (no quadratic blow-up). */
const MAX_CELLS = 4_000_000;

/**
 * A word-level diff of two texts: `equal`, `delete` (only in `from`) and `insert` (only in `to`) parts, in order, with
 * neighbours of one kind merged. Joining equal+delete parts gives `from`; equal+insert parts give `to`. Common prefix
 * and suffix are trimmed, then the longest common subsequence of the middle decides.
 */
export function diffText(from: string, to: string): TextDiffPart[] {
  const a = tokens(from);
  const b = tokens(to);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: TextDiffPart[] = [];
  push(parts, 'equal', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    push(parts, 'delete', midA.join(''));
    push(parts, 'insert', midB.join(''));
  } else if (n > 0 || m > 0) {
    // lcs[i][j] = LCS length of midA[i..] and midB[j..], row-major in one typed array.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i * width + j] =
          midA[i] === midB[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'equal', midA[i]);
        i++;
        j++;
      } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) push(parts, 'delete', midA[i++]);
      else push(parts, 'insert', midB[j++]);
    }
    while (i < n) push(parts, 'delete', midA[i++]);
    while (j < m) push(parts, 'insert', midB[j++]);
  }
  push(parts, 'equal', a.slice(endA).join(''));
  return parts;
}
