import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';
import type { ChecklistItem, WorkspaceView } from '@jointly/contracts';

export class StaleWorkspaceError extends ConflictError {
  constructor(current: WorkspaceView, what = 'workspace') {
    super(`Someone changed this ${what} since you loaded it. Look at the current version and apply your change again.`, 'WORKSPACE.STALE', {
      current,
    });
  }
}

export class VersionRequiredError extends InvalidInputError {
  constructor() {
    super('Send the version you last read: the If-Match header (the ETag) or the version field.', 'WORKSPACE.VERSION_REQUIRED');
  }
}

export class InvalidVersionError extends InvalidInputError {
  constructor() {
    super(
      'If-Match must be the ETag of the workspace you last read (for example "3"), and agree with version when both are sent.',
      'WORKSPACE.INVALID_VERSION',
    );
  }
}

export class SectionNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Section ${id} not found in this workspace.`, 'WORKSPACE.SECTION_NOT_FOUND');
  }
}

export class SectionStatusTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super(`A section cannot move from ${from} to ${to}.`, 'WORKSPACE.SECTION_STATUS_TRANSITION');
  }
}

export class TooManySectionsError extends ConflictError {
  constructor(max: number) {
    super(`A workspace holds at most ${max} sections.`, 'WORKSPACE.TOO_MANY_SECTIONS');
  }
}

export class NotAWorkspaceMemberError extends InvalidInputError {
  constructor(field: string, id: string) {
    super(`${field} ${id} is not someone who can write in this workspace.`, 'WORKSPACE.NOT_A_MEMBER');
  }
}

export class ReorderMismatchError extends InvalidInputError {
  constructor() {
    super('order must list every section of the workspace exactly once.', 'WORKSPACE.REORDER_MISMATCH');
  }
}

export class CommentNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Comment ${id} not found.`, 'WORKSPACE.COMMENT_NOT_FOUND');
  }
}

export class AnchorOutOfTextError extends InvalidInputError {
  constructor() {
    super('anchor must lie within the section text (0 ≤ start ≤ end ≤ length).', 'WORKSPACE.ANCHOR_OUT_OF_TEXT');
  }
}

export class VersionNotFoundError extends NotFoundError {
  constructor(number: number) {
    super(`Version ${number} not found.`, 'WORKSPACE.VERSION_NOT_FOUND');
  }
}

export class SubmissionChecklistError extends ConflictError {
  constructor(items: ChecklistItem[]) {
    super(
      `The bid cannot be submitted yet: ${items
        .filter((i) => !i.ok)
        .map((i) => i.message)
        .join(' ')}`,
      'WORKSPACE.CHECKLIST_FAILED',
      { checklist: items },
    );
  }
}

export class SectionNotApprovedError extends ConflictError {
  constructor() {
    super('Only an approved section can be saved to the answer library.', 'LIBRARY.SECTION_NOT_APPROVED');
  }
}

export class NoCompanyError extends ForbiddenError {
  constructor() {
    super('The answer library belongs to a company; your account has none.', 'LIBRARY.NO_COMPANY');
  }
}

export class AnswerNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Answer ${id} not found in your company's library.`, 'LIBRARY.ANSWER_NOT_FOUND');
  }
}

export class BodyTooLongError extends InvalidInputError {
  constructor(max: number) {
    super(`The section text would be longer than ${max} characters.`, 'WORKSPACE.BODY_TOO_LONG');
  }
}

export class ConsortiumNotYoursError extends ForbiddenError {
  constructor() {
    super('You can only link a workspace to a consortium your company belongs to.', 'WORKSPACE.CONSORTIUM_NOT_YOURS');
  }
}

export class TooManyVersionsError extends ConflictError {
  constructor(max: number) {
    super(`This workspace already holds ${max} saved versions, the most it can keep.`, 'WORKSPACE.TOO_MANY_VERSIONS');
  }
}
