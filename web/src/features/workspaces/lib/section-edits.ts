import type { Id, WorkspaceSection } from '@jointly/contracts';

type SectionPayload = { id?: Id; title: string; body: string };

const asPayload = (section: WorkspaceSection): SectionPayload => ({ id: section.id, title: section.title, body: section.body });

/**
 * The whole section list PATCH /workspace/update/{id} expects (it replaces the list), built from the sections the
 * server last answered plus one change, so a change never resends another section's unsaved text.
 */
export const sectionsWithAdded = (current: WorkspaceSection[], added: { title: string; body: string }): SectionPayload[] => [
  ...current.map(asPayload),
  added,
];

export const sectionsWithEdited = (current: WorkspaceSection[], id: Id, edit: { title: string; body: string }): SectionPayload[] =>
  current.map((section) => (section.id === id ? { id, ...edit } : asPayload(section)));

export const sectionsWithout = (current: WorkspaceSection[], id: Id): SectionPayload[] =>
  current.filter((section) => section.id !== id).map(asPayload);
