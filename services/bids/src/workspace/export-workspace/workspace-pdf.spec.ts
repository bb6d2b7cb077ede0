import { workspacePdf } from './workspace-pdf';

/** The text a PDF shows: every hex string of its TJ/Tj operators (standard fonts write WinAnsi codes), per line. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const hexes = match[1] ? [...match[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]) : [match[2]];
    lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

describe('workspacePdf', () => {
  it('writes the tender, buyer, closing date and the sections in order, without comments', async () => {
    const pdf = await workspacePdf(
      {
        name: 'Leeds bid',
        tender: { title: 'Home care framework, Leeds', buyerName: 'Leeds City Council', closingDate: '2027-03-05T12:00:00.000Z' },
        sections: [
          { title: 'Method statement', body: '<p>We deliver home care across Leeds.</p><p>Visits within 2 hours.</p>' },
          { title: 'Social value', body: 'Local jobs.' },
        ],
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const order = [
      'Home care framework, Leeds',
      'Leeds bid',
      'Buyer: Leeds City Council',
      'Closing date: 5 March 2027',
      'Method statement',
      'We deliver home care across Leeds.',
      'Visits within 2 hours.',
      'Social value',
      'Local jobs.',
    ].map((line) => text.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
