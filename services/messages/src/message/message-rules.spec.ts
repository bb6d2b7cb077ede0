import { assertCanDelete, assertCanEdit, directPair, messageBody, MAX_MESSAGE_LENGTH } from './message-rules';

describe('message rules', () => {
  const author = 'a1';
  const sent = new Date('2026-12-01T10:00:00Z');

  it('trims the body and keeps markup as text', () => {
    expect(messageBody('  <script>alert(1)</script>  \r\n', 0)).toBe('<script>alert(1)</script>');
  });

  it('refuses empty messages unless a file is attached', () => {
    expect(() => messageBody('   ', 0)).toThrow('Write a message or attach a file before sending.');
    expect(() => messageBody(undefined, 0)).toThrow('Write a message');
    expect(messageBody('', 1)).toBe('');
  });

  it('refuses non-string bodies with a 400, not a crash', () => {
    expect(() => messageBody({ $ne: 1 }, 0)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('accepts exactly the limit and refuses one character more', () => {
    expect(messageBody('x'.repeat(MAX_MESSAGE_LENGTH), 0)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(() => messageBody('x'.repeat(MAX_MESSAGE_LENGTH + 1), 0)).toThrow('at most 10,000 characters');
  });

  it('lets only the author edit, within 15 minutes, a message not deleted', () => {
    const message = { authorAccountId: author, createdAt: sent, deletedAt: null };
    expect(() => assertCanEdit(message, author, new Date(sent.getTime() + 14 * 60_000))).not.toThrow();
    expect(() => assertCanEdit(message, author, new Date(sent.getTime() + 15 * 60_000 + 1))).toThrow('within 15 minutes');
    expect(() => assertCanEdit(message, 'someone-else', sent)).toThrow('Only the author can edit');
    expect(() => assertCanEdit({ ...message, deletedAt: sent }, author, sent)).toThrow('deleted');
  });

  it('lets only the author delete; a second delete changes nothing', () => {
    expect(assertCanDelete({ authorAccountId: author, createdAt: sent, deletedAt: null }, author)).toBe(true);
    expect(assertCanDelete({ authorAccountId: author, createdAt: sent, deletedAt: sent }, author)).toBe(false);
    expect(() => assertCanDelete({ authorAccountId: author, createdAt: sent, deletedAt: null }, 'x')).toThrow('Only the author');
  });

  it('orders a direct pair the same way from both sides', () => {
    expect(directPair('b', 'a')).toEqual(directPair('a', 'b'));
  });
});
