import { appUrl, greeting, oneLine, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

/** Where a workspace opens in the web app (experts open workspaces on the same page as providers). */
export function workspacePath(workspaceId: string): string {
  return `/v3/dashboard/my-workspace/${encodeURIComponent(workspaceId)}`;
}

export interface SectionAssignedData {
  name?: string | null;
  assignedByName: string | null;
  sectionTitle: string;
  workspaceName: string;
  tenderTitle: string | null;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  link: string;
}

const due = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "Ann Amber assigned you "Method statement" in Leeds bid": the in-app title and the mail subject. */
export function sectionAssignedTitle(data: Pick<SectionAssignedData, 'assignedByName' | 'sectionTitle' | 'workspaceName'>): string {
  const who = (data.assignedByName && oneLine(data.assignedByName, 80)) || 'A colleague';
  return `${who} assigned you "${oneLine(data.sectionTitle, 120)}" in ${oneLine(data.workspaceName, 120)}`;
}

/** The in-app body: the due date and the tender, when known. */
export function sectionAssignedBody(data: Pick<SectionAssignedData, 'dueDate' | 'tenderTitle'>): string {
  const parts = [data.dueDate ? `Due ${due(data.dueDate)}.` : 'No due date yet.'];
  if (data.tenderTitle) parts.push(`For the bid on ${oneLine(data.tenderTitle, 150)}.`);
  return parts.join(' ');
}

/** A section of a bid was assigned to someone (WorkspaceSectionAssigned, to the assignee). */
export function sectionAssignedMail(ctx: MailContext, data: SectionAssignedData): RenderedMail {
  const title = sectionAssignedTitle(data);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greeting(data.name) },
    { kind: 'paragraph', text: `${title} on ${ctx.productName}.` },
    { kind: 'paragraph', text: sectionAssignedBody(data) },
  ];
  const layout: MailLayout = {
    preheader: `${title}.`,
    heading: 'A section of the bid is yours to write',
    blocks,
    action: { label: 'Open the workspace', url: appUrl(ctx, data.link) },
    footnote: `You receive this e-mail because a member of a bid workspace on ${ctx.productName} assigned a section to you.`,
  };
  return { template: 'workspace-section-assigned', subject: oneLine(title), text: renderText(ctx, layout), html: renderHtml(ctx, layout) };
}

export interface CommentMentionData {
  name?: string | null;
  authorName: string | null;
  sectionTitle: string;
  workspaceName: string;
  excerpt: string;
  link: string;
}

/** "Pia Pine mentioned you on "Method statement" in Leeds bid". */
export function commentMentionTitle(data: Pick<CommentMentionData, 'authorName' | 'sectionTitle' | 'workspaceName'>): string {
  const who = (data.authorName && oneLine(data.authorName, 80)) || 'A colleague';
  return `${who} mentioned you on "${oneLine(data.sectionTitle, 120)}" in ${oneLine(data.workspaceName, 120)}`;
}

/** A comment in a bid workspace mentioned someone (WorkspaceCommentMentioned, to each one mentioned). */
export function commentMentionMail(ctx: MailContext, data: CommentMentionData): RenderedMail {
  const title = commentMentionTitle(data);
  const layout: MailLayout = {
    preheader: `${title}.`,
    heading: 'You were mentioned in a comment',
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      { kind: 'paragraph', text: `${title} on ${ctx.productName}:` },
      { kind: 'quote', text: data.excerpt },
    ],
    action: { label: 'Open the workspace', url: appUrl(ctx, data.link) },
    footnote: `You receive this e-mail because a member of a bid workspace on ${ctx.productName} mentioned you in a comment.`,
  };
  return { template: 'workspace-comment-mention', subject: oneLine(title), text: renderText(ctx, layout), html: renderHtml(ctx, layout) };
}
