import { mailContext } from './mail-template';
import { commentMentionMail, sectionAssignedBody, sectionAssignedMail, workspacePath } from './workspace-teamwork.template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example' });

describe('workspace teamwork mails', () => {
  const assigned = {
    name: 'Pia Pine',
    assignedByName: 'Ann <Amber>',
    sectionTitle: 'Method statement',
    workspaceName: 'Leeds bid',
    tenderTitle: 'Home care, Leeds',
    dueDate: '2027-03-01',
    link: workspacePath('w-1'),
  };

  it('tells the assignee which section of which bid, by when, with a link to the workspace', () => {
    const mail = sectionAssignedMail(ctx, assigned);
    expect(mail.template).toBe('workspace-section-assigned');
    expect(mail.subject).toBe('Ann <Amber> assigned you "Method statement" in Leeds bid');
    expect(mail.text).toContain('Hello Pia Pine,');
    expect(mail.text).toContain('Due 1 March 2027. For the bid on Home care, Leeds.');
    expect(mail.text).toContain('https://app.jointly.example/v3/dashboard/my-workspace/w-1');
    expect(mail.html).toContain('Ann &lt;Amber&gt;');
    expect(sectionAssignedBody({ dueDate: null, tenderTitle: null })).toBe('No due date yet.');
  });

  it('quotes the comment to the person mentioned, linking to the workspace', () => {
    const mail = commentMentionMail(ctx, {
      name: 'Eve',
      authorName: null,
      sectionTitle: 'Pricing',
      workspaceName: 'Leeds bid',
      excerpt: 'Can you check <this>?',
      link: workspacePath('w-1'),
    });
    expect(mail.subject).toBe('A colleague mentioned you on "Pricing" in Leeds bid');
    expect(mail.text).toContain('> Can you check <this>?');
    expect(mail.html).toContain('Can you check &lt;this&gt;?');
    expect(mail.text).toContain('https://app.jointly.example/v3/dashboard/my-workspace/w-1');
  });
});
