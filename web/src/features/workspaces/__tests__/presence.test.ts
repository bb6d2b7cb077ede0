import { collabSocketUrl, colourFor, connectionMessage, peopleInSection } from '../collaboration/presence';

describe('live co-editing: presence and connection', () => {
  it('gives an account the same colour everywhere', () => {
    expect(colourFor('acc-1')).toBe(colourFor('acc-1'));
    expect(colourFor('acc-1')).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(colourFor)).size).toBeGreaterThan(1);
  });

  it('lists each person in a section once, by name, from the awareness states', () => {
    expect(
      peopleInSection([
        { user: { id: 'acc-2', name: 'Zoe', color: '#111111' } },
        { user: { id: 'acc-1', name: 'Adam', color: '#222222' } },
        { user: { id: 'acc-2', name: 'Zoe', color: '#111111' } },
        {},
        { user: { id: 'acc-3', name: '' } },
      ]),
    ).toEqual([
      { id: 'acc-1', name: 'Adam', color: '#222222' },
      { id: 'acc-3', name: 'Someone', color: colourFor('acc-3') },
      { id: 'acc-2', name: 'Zoe', color: '#111111' },
    ]);
  });

  it('opens the socket beside the API, on the page’s scheme', () => {
    expect(collabSocketUrl('/api', 'https://jointly.example/v3/dashboard/my-workspace/w-1')).toBe(
      'wss://jointly.example/api/workspace/collab',
    );
    expect(collabSocketUrl('http://127.0.0.1:3000/api/', 'http://localhost:5173/')).toBe('ws://127.0.0.1:3000/api/workspace/collab');
  });

  it('tells the writer that offline edits are kept', () => {
    expect(connectionMessage('reconnecting', true)).toBe('Reconnecting…, your edits are kept');
    expect(connectionMessage('live', true)).toBe('Saving…');
    expect(connectionMessage('live', false)).toBe('All changes saved');
    expect(connectionMessage('refused', false)).toBe('You no longer have access to this workspace.');
  });
});
