import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSection, aWorkspace } from '@/testing/bids-builders';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { signIn } from '@/testing/render-app';
import type { WorkspaceView } from '@jointly/contracts';
import { workspaceQuery } from '../../api/workspaces';
import { useConflictStore } from '../conflict-store';
import { WorkspaceTeamwork } from '../workspace-teamwork';

const members = [
  { accountId: 'acc-1', name: 'Ada Lead', companyName: 'Acme' },
  { accountId: 'acc-2', name: 'Pia Partner', companyName: 'Pine' },
];

function Harness({ initial }: { initial: WorkspaceView }) {
  const { data } = useQuery({ ...workspaceQuery(initial.id), initialData: initial, staleTime: Infinity });
  return data ? <WorkspaceTeamwork workspace={data} /> : null;
}

function renderTeamwork(workspace: WorkspaceView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness initial={workspace} />
    </QueryClientProvider>,
  );
}

const base = '/api/workspace/w-1';

/** Focuses the field and pastes the text (one input event: the page is loaded enough without keystroke-by-keystroke typing). */
async function typeIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const quietRoutes = {
  [`GET ${base}/members`]: () => jsonResponse(200, { members }),
  [`GET ${base}/comments`]: () => jsonResponse(200, { comments: [] }),
};

describe('workspace teamwork panels', () => {
  beforeEach(() => {
    signIn({ companyId: 'co-1' });
    useConflictStore.setState({ conflict: null });
  });

  it('sidebar: shows status, assignee, due date and the live count with a warning past the limit; moves a status from the version read', async () => {
    const section = aSection({
      body: 'one two three four',
      limit: { unit: 'words', max: 3 },
      assigneeAccountId: 'acc-2',
      dueDate: '2027-03-01',
    });
    const moved = aWorkspace({ version: 2, sections: [{ ...section, status: 'drafting', version: 2 }] });
    const api = installFetch({ ...quietRoutes, [`PATCH ${base}/sections/s-1`]: () => jsonResponse(200, { workspace: moved }) });
    renderTeamwork(aWorkspace({ sections: [section] }));
    const sidebar = screen.getByRole('navigation', { name: 'Section sidebar' });
    expect(within(sidebar).getByText('To do')).toBeInTheDocument();
    expect(await within(sidebar).findByText('Pia Partner')).toBeInTheDocument();
    expect(within(sidebar).getByText('Due 2027-03-01')).toBeInTheDocument();
    expect(within(sidebar).getByText('4 / 3 words')).toBeInTheDocument();

    await userEvent.click(within(sidebar).getByRole('button', { name: 'Executive summary' }));
    // The section's details are their own chunk, fetched on this first click.
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is over its limit.');
    await userEvent.click(screen.getByRole('button', { name: 'Move to Drafting' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/sections/s-1`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${base}/sections/s-1`)[0].body).toEqual({ status: 'drafting', version: 1 });
    expect(await within(sidebar).findByText('Drafting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to In review' })).toBeInTheDocument();
  });

  it('sidebar: the due date is the app’s MUI X date picker (DD/MM/YYYY typed from the keyboard, weeks from Monday) and is sent from the version read', async () => {
    const section = aSection({ dueDate: null });
    const dated = (dueDate: string, version: number) => aWorkspace({ version, sections: [{ ...section, dueDate, version }] });
    let answer = dated('2027-03-15', 2);
    const api = installFetch({ ...quietRoutes, [`PATCH ${base}/sections/s-1`]: () => jsonResponse(200, { workspace: answer }) });
    renderTeamwork(aWorkspace({ sections: [section] }));
    const sidebar = screen.getByRole('navigation', { name: 'Section sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Executive summary' }));

    // Keyboard entry, day first: nothing is sent until the date is complete and within 1900–2100.
    // The picker is its own chunk, fetched when the section's details show.
    const field = await screen.findByRole('group', { name: 'Due date' });
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('15032027');
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/sections/s-1`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${base}/sections/s-1`)[0].body).toEqual({ dueDate: '2027-03-15', version: 1 });
    expect(await within(sidebar).findByText('Due 2027-03-15')).toBeInTheDocument();

    // The calendar: Monday first, arrows and Enter choose the next day, from the section version now read.
    answer = dated('2027-03-16', 3);
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName(/monday/i);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/sections/s-1`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `${base}/sections/s-1`)[1].body).toEqual({ dueDate: '2027-03-16', version: 2 });
    expect(await within(sidebar).findByText('Due 2027-03-16')).toBeInTheDocument();
  });

  it('a stale write opens the conflict dialog with their version, and re-applying sends the current version', async () => {
    const theirs = aWorkspace({ version: 4, name: 'Theirs', sections: [aSection({ version: 3, title: 'Executive summary (edited)' })] });
    const after = aWorkspace({ version: 5, sections: [aSection({ version: 4, status: 'drafting' })] });
    let first = true;
    const api = installFetch({
      ...quietRoutes,
      [`PATCH ${base}/sections/s-1`]: () => {
        if (!first) return jsonResponse(200, { workspace: after });
        first = false;
        return jsonResponse(409, anError(409, 'WORKSPACE.STALE', 'Someone changed this section since you loaded it.', { current: theirs }));
      },
    });
    renderTeamwork(aWorkspace());
    await userEvent.click(screen.getByRole('button', { name: 'Executive summary' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Drafting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone changed this workspace' });
    expect(dialog).toHaveTextContent('Your change: move “Executive summary” to Drafting');
    expect(dialog).toHaveTextContent('Executive summary (edited)');
    // The page shows their version underneath.
    expect(screen.getByRole('button', { name: 'Executive summary (edited)', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-apply my change' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/sections/s-1`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `${base}/sections/s-1`)[1].body).toEqual({ status: 'drafting', version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds one section on its own, without sending the list', async () => {
    const api = installFetch({
      ...quietRoutes,
      [`POST ${base}/sections`]: () =>
        jsonResponse(201, { workspace: aWorkspace({ version: 2, sections: [aSection(), aSection({ id: 's-2', title: 'Risks' })] }) }),
    });
    renderTeamwork(aWorkspace());
    await typeIn(screen.getByLabelText('New section title'), 'Risks');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/sections`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/sections`)[0].body).toEqual({ title: 'Risks' });
    expect(await screen.findByRole('button', { name: 'Risks' })).toBeInTheDocument();
  });

  it('comments: lists the section’s comments with their passage, posts on a passage with mentions, resolves', async () => {
    const comment = {
      id: 'c-1',
      workspaceId: 'w-1',
      sectionId: 's-1',
      author: { accountId: 'acc-2', name: 'Pia Partner' },
      body: 'Which wards?',
      anchor: { start: 10, end: 22, quote: 'home care' },
      mentions: ['acc-1'],
      resolvedAt: null,
      resolvedBy: null,
      createdAt: '2026-11-03T10:00:00.000Z',
    };
    const api = installFetch({
      [`GET ${base}/members`]: () => jsonResponse(200, { members }),
      [`GET ${base}/comments`]: () => jsonResponse(200, { comments: [comment] }),
      [`POST ${base}/comments`]: () => jsonResponse(201, { comment: { ...comment, id: 'c-2' } }),
      [`PATCH ${base}/comments/c-1`]: () => jsonResponse(200, { comment: { ...comment, resolvedAt: '2026-11-03T11:00:00.000Z' } }),
    });
    renderTeamwork(aWorkspace());
    await userEvent.click(screen.getByRole('button', { name: 'Executive summary' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(await within(list).findByText('Which wards?')).toBeInTheDocument();
    expect(within(list).getByText('home care')).toBeInTheDocument();
    expect(within(list).getByText('Mentions: Ada Lead')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a comment' });
    await typeIn(within(form).getByLabelText('Comment'), 'Add Newport?');
    await typeIn(within(form).getByLabelText('On the passage (optional)'), 'not in the text');
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('That passage is not in the section text.');
    await userEvent.clear(within(form).getByLabelText('On the passage (optional)'));
    await typeIn(within(form).getByLabelText('On the passage (optional)'), 'home care');
    await userEvent.click(within(form).getByRole('checkbox', { name: '@Pia Partner' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/comments`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/comments`)[0].body).toEqual({
      sectionId: 's-1',
      body: 'Add Newport?',
      mentions: ['acc-2'],
      anchor: { start: 11, end: 20 },
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/comments/c-1`)[0]?.body).toEqual({ resolved: true }));
  });

  it('history: saves a named version, compares one with now, restores it from the version read', async () => {
    const versions = [
      { id: 'v-1', number: 1, name: 'First draft', reason: 'named', createdBy: 'acc-1', createdAt: '2026-11-02T10:00:00.000Z' },
    ];
    const api = installFetch({
      ...quietRoutes,
      [`GET ${base}/versions`]: () => jsonResponse(200, { versions }),
      [`POST ${base}/versions`]: () => jsonResponse(201, { version: { ...versions[0], id: 'v-2', number: 2, name: 'Second' } }),
      [`GET ${base}/versions/diff`]: () =>
        jsonResponse(200, {
          diff: {
            from: 1,
            to: 0,
            sections: [
              {
                sectionId: 's-1',
                change: 'changed',
                titleFrom: 'Executive summary',
                titleTo: 'Executive summary',
                body: [
                  { op: 'equal', text: 'We deliver ' },
                  { op: 'delete', text: 'care' },
                  { op: 'insert', text: 'home care' },
                ],
              },
            ],
          },
        }),
      [`POST ${base}/versions/1/restore`]: () => jsonResponse(200, { workspace: aWorkspace({ version: 3 }) }),
    });
    renderTeamwork(aWorkspace({ version: 2 }));
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    expect(await within(list).findByText(/1\. First draft/)).toBeInTheDocument();
    await typeIn(await screen.findByLabelText('Version name'), 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/versions`)[0]?.body).toEqual({ name: 'Second' }));

    await userEvent.click(within(list).getByRole('button', { name: 'Compare with now' }));
    const changes = await screen.findByLabelText('Changes since version 1');
    expect(within(changes).getByText('care').tagName).toBe('DEL');
    expect(within(changes).getByText('home care').tagName).toBe('INS');
    await userEvent.click(within(list).getByRole('button', { name: 'Restore all' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/versions/1/restore`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/versions/1/restore`)[0].body).toEqual({ version: 2 });
  });

  it('library: searches the company’s answers and inserts one into the section from its version', async () => {
    const answer = {
      id: 'a-1',
      companyId: 'co-1',
      title: 'Safeguarding',
      body: 'Our policy…',
      tags: ['policy'],
      tender: null,
      createdBy: 'acc-1',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const api = installFetch({
      ...quietRoutes,
      'GET /api/workspace/library/answers': () => jsonResponse(200, { answers: [answer], count: 1 }),
      [`POST ${base}/sections/s-1/insert-answer`]: () => jsonResponse(200, { workspace: aWorkspace({ version: 2 }) }),
    });
    renderTeamwork(aWorkspace({ sections: [aSection({ version: 5 })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Executive summary' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Answer library' }));
    // The panels other than the sections are fetched when their tab is first opened.
    await typeIn(await screen.findByLabelText('Search answers'), 'safeguarding');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/workspace/library/answers?q=safeguarding')).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Insert into “Executive summary”' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${base}/sections/s-1/insert-answer`)[0]?.body).toEqual({ answerId: 'a-1', version: 5 }),
    );
  });

  it('export: shows the closing date countdown and the submission checklist with the failing sections', async () => {
    installFetch({
      ...quietRoutes,
      [`GET ${base}/checklist`]: () =>
        jsonResponse(200, {
          ready: false,
          checklist: [
            { key: 'has-sections', ok: true, message: 'The bid has sections.', failing: [] },
            {
              key: 'sections-approved',
              ok: false,
              message: '1 section(s) not approved yet.',
              failing: [{ sectionId: 's-1', title: 'Executive summary' }],
            },
          ],
        }),
    });
    renderTeamwork(aWorkspace());
    await userEvent.click(screen.getByRole('tab', { name: 'Export and submission' }));
    expect(await screen.findByLabelText('Closing date')).toHaveTextContent(/Closes .* — (\d+ days? \d+ hours? left|Closed)/);
    expect(screen.getByRole('button', { name: 'Export as Word (DOCX)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Submission checklist' });
    expect(list).toHaveTextContent('✗ 1 section(s) not approved yet. (Executive summary)');
    expect(list).toHaveTextContent('✓ The bid has sections.');
    expect(screen.getByText('Before you can submit:')).toBeInTheDocument();
  });
});
