import { signedIn, statusOf } from '@jointly/common/testing/rules';
import type { WorkspaceSection, WorkspaceStatus } from '@jointly/contracts';
import {
  assertCanEditWorkspace,
  assertCanLinkWorkspace,
  isOpenWorkspaceStatus,
  isWorkspaceCompanySide,
  isWorkspaceMember,
  mergeSections,
  moveWorkspaceStatus,
  newSections,
  workspaceSearchScope,
} from './workspace-rules';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';

describe('workspace rules', () => {
  const owned = { ownerAccountId: 'owner', companyId: COMPANY };
  const solo = { ownerAccountId: 'owner', companyId: null };

  it("counts the company's accounts (or the owner, without a company) as the company side", () => {
    expect(isWorkspaceCompanySide(signedIn('staff', COMPANY, 'colleague'), owned)).toBe(true);
    expect(isWorkspaceCompanySide(signedIn('provider', OTHER, 'owner'), owned)).toBe(false);
    expect(isWorkspaceCompanySide(signedIn('staff', null, 'owner'), solo)).toBe(true);
    expect(isWorkspaceCompanySide(signedIn('staff', null, 'someone'), solo)).toBe(false);
  });

  it('lets the company side and accepted experts edit, 403 for others (admins included)', () => {
    expect(statusOf(() => assertCanEditWorkspace(signedIn('provider', COMPANY), owned, []))).toBe('ok');
    expect(statusOf(() => assertCanEditWorkspace(signedIn('expert', null, 'x'), owned, ['x']))).toBe('ok');
    expect(statusOf(() => assertCanEditWorkspace(signedIn('expert', null, 'y'), owned, ['x']))).toBe(403);
    expect(statusOf(() => assertCanEditWorkspace(signedIn('provider', OTHER), owned, []))).toBe(403);
    expect(statusOf(() => assertCanEditWorkspace(signedIn('admin', null), owned, []))).toBe(403);
  });

  it('lets only the company side link an invitation to the workspace', () => {
    expect(statusOf(() => assertCanLinkWorkspace(signedIn('staff', COMPANY), owned))).toBe('ok');
    expect(statusOf(() => assertCanLinkWorkspace(signedIn('provider', OTHER), owned))).toBe(403);
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
          expect([from, to, statusOf(() => moveWorkspaceStatus(from, to))]).toEqual([from, to, ok ? 'ok' : 409]);
        }
    });
    it('names the refused move', () => {
      expect(() => moveWorkspaceStatus('submitted', 'draft')).toThrow('A workspace cannot move from submitted to draft.');
    });
    it('counts draft and in-review as open (the plan limit), so only archived → draft reopens one', () => {
      expect(all.filter(isOpenWorkspaceStatus)).toEqual(['draft', 'in-review']);
      const reopening = [...allowed].filter((move) => {
        const [from, to] = move.split('>') as WorkspaceStatus[];
        return !isOpenWorkspaceStatus(from) && isOpenWorkspaceStatus(to);
      });
      expect(reopening).toEqual(['archived>draft']);
    });
  });

  describe('sections', () => {
    let n = 0;
    const newId = () => `new-${++n}`;
    const team = { version: 1, status: 'todo' as const, assigneeAccountId: null, dueDate: null, limit: null };
    const current: WorkspaceSection[] = [
      { id: 's1', title: 'Method', body: 'We will…', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'owner', ...team },
      { id: 's2', title: 'Pricing', body: '', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'owner', ...team },
      { id: 's3', title: 'Team', body: 'Us', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'owner', ...team },
    ];
    const now = '2026-06-01T00:00:00.000Z';

    it('stamps new sections with ids, an empty body by default, the time and the author, to do and unassigned', () => {
      n = 0;
      expect(newSections([{ title: 'Intro' }, { title: 'Team', body: 'Us' }], 'me', now, newId)).toEqual([
        { id: 'new-1', title: 'Intro', body: '', updatedAt: now, updatedBy: 'me', ...team },
        { id: 'new-2', title: 'Team', body: 'Us', updatedAt: now, updatedBy: 'me', ...team },
      ]);
    });

    it('merges by id: named sections take the order given among their places, new ones go last, the rest stay', () => {
      n = 0;
      const merged = mergeSections(
        current,
        [
          { id: 's3', title: 'Team', body: 'Us' },
          { title: 'Risks', body: 'Few' },
          { id: 's1', title: 'Method', body: 'We will…' },
        ],
        'expert',
        now,
        newId,
      );
      expect(merged).toEqual([
        current[2],
        current[1],
        current[0],
        { id: 'new-1', title: 'Risks', body: 'Few', updatedAt: now, updatedBy: 'expert', ...team },
      ]);
      expect(mergeSections(current, [], 'x', now, newId)).toEqual(current);
    });

    it('stamps and versions only changed sections; a section sent without body keeps its text', () => {
      const merged = mergeSections(
        current,
        [
          { id: 's1', title: 'Method' },
          { id: 's2', title: 'Price', body: '£100 a day' },
        ],
        'expert',
        now,
        newId,
      );
      expect(merged).toEqual([
        current[0],
        { ...current[1], title: 'Price', body: '£100 a day', updatedAt: now, updatedBy: 'expert', version: 2 },
        current[2],
      ]);
    });

    it('drops the sections left out only when asked to', () => {
      expect(mergeSections(current, [{ id: 's2', title: 'Pricing' }], 'x', now, newId, true)).toEqual([current[1]]);
      expect(mergeSections(current, [], 'x', now, newId, true)).toEqual([]);
    });

    it('refuses unknown or repeated section ids (400, naming the position)', () => {
      expect(statusOf(() => mergeSections(current, [{ id: 'nope', title: 'X', body: '' }], 'x', now, newId))).toBe(400);
      expect(() => mergeSections(current, [{ id: 'nope', title: 'X', body: '' }], 'x', now, newId)).toThrow(
        'sections.0.id nope is not a section of this workspace.',
      );
      expect(
        statusOf(() =>
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

  it('lets the companies of the workspace consortium in, and no other company', () => {
    const inConsortium = { ...owned, consortiumCompanyIds: [OTHER] };
    expect(isWorkspaceMember(signedIn('provider', OTHER), inConsortium, [])).toBe(true);
    expect(isWorkspaceMember(signedIn('provider', OTHER), owned, [])).toBe(false);
    expect(isWorkspaceMember(signedIn('expert', null, 'x'), inConsortium, [])).toBe(false);
    expect(statusOf(() => assertCanEditWorkspace(signedIn('staff', 'c0000000-0000-4000-8000-000000000009'), inConsortium, []))).toBe(403);
  });

  it('scopes searches: company (or own without one) plus accepted invitations; admins all', () => {
    expect(workspaceSearchScope(signedIn('admin', null))).toBeNull();
    expect(workspaceSearchScope(signedIn('provider', COMPANY, 'p'))).toEqual({
      companyId: COMPANY,
      ownerAccountId: null,
      expertAccountId: 'p',
    });
    expect(workspaceSearchScope(signedIn('expert', null, 'e'))).toEqual({ companyId: null, ownerAccountId: 'e', expertAccountId: 'e' });
  });
});
