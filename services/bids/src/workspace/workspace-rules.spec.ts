import type { AuthenticatedUser } from '@jointly/common/auth';
import type { Role, WorkspaceSection, WorkspaceStatus } from '@jointly/contracts';
import {
  assertCanEditWorkspace,
  assertCanLinkWorkspace,
  isWorkspaceCompanySide,
  mergeSections,
  moveWorkspaceStatus,
  newSections,
  workspaceSearchScope,
} from './workspace-rules';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const user = (role: Role, companyId: string | null, id = 'a-1'): AuthenticatedUser => ({
  id,
  role,
  email: `${id}@example.test`,
  companyId,
  sessionId: 's',
});
const status = (fn: () => unknown): number | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('workspace rules', () => {
  const owned = { ownerAccountId: 'owner', companyId: COMPANY };
  const solo = { ownerAccountId: 'owner', companyId: null };

  it("counts the company's accounts (or the owner, without a company) as the company side", () => {
    expect(isWorkspaceCompanySide(user('staff', COMPANY, 'colleague'), owned)).toBe(true);
    expect(isWorkspaceCompanySide(user('provider', OTHER, 'owner'), owned)).toBe(false);
    expect(isWorkspaceCompanySide(user('staff', null, 'owner'), solo)).toBe(true);
    expect(isWorkspaceCompanySide(user('staff', null, 'someone'), solo)).toBe(false);
  });

  it('lets the company side and accepted experts edit, 403 for others (admins included)', () => {
    expect(status(() => assertCanEditWorkspace(user('provider', COMPANY), owned, []))).toBe('ok');
    expect(status(() => assertCanEditWorkspace(user('expert', null, 'x'), owned, ['x']))).toBe('ok');
    expect(status(() => assertCanEditWorkspace(user('expert', null, 'y'), owned, ['x']))).toBe(403);
    expect(status(() => assertCanEditWorkspace(user('provider', OTHER), owned, []))).toBe(403);
    expect(status(() => assertCanEditWorkspace(user('admin', null), owned, []))).toBe(403);
  });

  it('lets only the company side link an invitation to the workspace', () => {
    expect(status(() => assertCanLinkWorkspace(user('staff', COMPANY), owned))).toBe('ok');
    expect(status(() => assertCanLinkWorkspace(user('provider', OTHER), owned))).toBe(403);
  });

  describe('status moves', () => {
    const all: WorkspaceStatus[] = ['draft', 'in-review', 'submitted', 'archived'];
    const allowed = new Set([
      'draft>in-review',
      'in-review>submitted',
      'draft>archived',
      'in-review>archived',
      'submitted>archived',
      'archived>draft',
    ]);
    it('allows draft → in-review → submitted, any → archived, archived → draft, and staying put', () => {
      for (const from of all)
        for (const to of all) {
          const ok = from === to || allowed.has(`${from}>${to}`);
          expect([from, to, status(() => moveWorkspaceStatus(from, to))]).toEqual([from, to, ok ? 'ok' : 409]);
        }
    });
    it('names the refused move', () => {
      expect(() => moveWorkspaceStatus('submitted', 'draft')).toThrow('A workspace cannot move from submitted to draft.');
    });
  });

  describe('sections', () => {
    let n = 0;
    const newId = () => `new-${++n}`;
    const current: WorkspaceSection[] = [
      { id: 's1', title: 'Method', body: 'We will…', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'owner' },
      { id: 's2', title: 'Pricing', body: '', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'owner' },
    ];
    const now = '2026-06-01T00:00:00.000Z';

    it('stamps new sections with ids, an empty body by default, the time and the author', () => {
      n = 0;
      expect(newSections([{ title: 'Intro' }, { title: 'Team', body: 'Us' }], 'me', now, newId)).toEqual([
        { id: 'new-1', title: 'Intro', body: '', updatedAt: now, updatedBy: 'me' },
        { id: 'new-2', title: 'Team', body: 'Us', updatedAt: now, updatedBy: 'me' },
      ]);
    });

    it('keeps unchanged sections as they were, stamps changed and new ones, follows the order given, drops the rest', () => {
      n = 0;
      const merged = mergeSections(
        current,
        [
          { id: 's2', title: 'Pricing', body: '£100 a day' },
          { title: 'Risks', body: 'Few' },
          { id: 's1', title: 'Method', body: 'We will…' },
        ],
        'expert',
        now,
        newId,
      );
      expect(merged).toEqual([
        { id: 's2', title: 'Pricing', body: '£100 a day', updatedAt: now, updatedBy: 'expert' },
        { id: 'new-1', title: 'Risks', body: 'Few', updatedAt: now, updatedBy: 'expert' },
        current[0],
      ]);
      expect(mergeSections(current, [], 'x', now, newId)).toEqual([]);
    });

    it('refuses unknown or repeated section ids (400, naming the position)', () => {
      expect(status(() => mergeSections(current, [{ id: 'nope', title: 'X', body: '' }], 'x', now, newId))).toBe(400);
      expect(() => mergeSections(current, [{ id: 'nope', title: 'X', body: '' }], 'x', now, newId)).toThrow(
        'sections.0.id nope is not a section of this workspace.',
      );
      expect(
        status(() =>
          mergeSections(
            current,
            [
              { id: 's1', title: 'A', body: '' },
              { id: 's1', title: 'B', body: '' },
            ],
            'x',
            now,
            newId,
          ),
        ),
      ).toBe(400);
    });
  });

  it('scopes searches: company (or own without one) plus accepted invitations; admins all', () => {
    expect(workspaceSearchScope(user('admin', null))).toBeNull();
    expect(workspaceSearchScope(user('provider', COMPANY, 'p'))).toEqual({
      companyId: COMPANY,
      ownerAccountId: null,
      expertAccountId: 'p',
    });
    expect(workspaceSearchScope(user('expert', null, 'e'))).toEqual({ companyId: null, ownerAccountId: 'e', expertAccountId: 'e' });
  });
});
