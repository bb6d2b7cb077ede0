import { detectUploadKind } from './file-type';

describe('detectUploadKind', () => {
  const bytes = (...parts: Array<number[] | string>) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

  it.each([
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ\n'), 'tender.pdf'],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'logo.png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.jpg'],
    ['gif', bytes('GIF89a....'), 'a.gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'a.webp'],
    ['docx', bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'), 'bid.docx'],
    ['xlsx', bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....xl/workbook.xml'), 'prices.xlsx'],
    ['odt', bytes([0x50, 0x4b, 0x03, 0x04], '....mimetypeapplication/vnd.oasis.opendocument.text'), 'a.odt'],
    ['xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xls'],
  ])('recognises %s by content', (kind, content, name) => {
    expect(detectUploadKind(content, name)).toBe(kind);
  });

  it('rejects executables, scripts and plain zips whatever their name', () => {
    expect(detectUploadKind(bytes('MZ\x90\x00'), 'cv.pdf')).toBeUndefined();
    expect(detectUploadKind(bytes('<script>alert(1)</script>'), 'x.png')).toBeUndefined();
    expect(detectUploadKind(bytes([0x50, 0x4b, 0x03, 0x04], 'evil.sh'), 'a.docx')).toBeUndefined();
    expect(detectUploadKind(bytes('#!/bin/sh'), 'run.doc')).toBeUndefined();
  });
});
