import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';

export class WorkspaceNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Workspace ${id} not found.`, 'WORKSPACE.NOT_FOUND');
  }
}

export class WorkspaceNotYoursError extends ForbiddenError {
  constructor() {
    super("Only members of the workspace's company and experts who accepted an invitation to it can change it.", 'WORKSPACE.FORBIDDEN');
  }
}

export class WorkspaceNotOfYourCompanyError extends ForbiddenError {
  constructor() {
    super('You can only link an invitation to a workspace of your own company.', 'WORKSPACE.NOT_YOUR_COMPANY');
  }
}

export class WorkspaceStatusTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super(`A workspace cannot move from ${from} to ${to}.`, 'WORKSPACE.STATUS_TRANSITION');
  }
}

export class UnknownSectionError extends InvalidInputError {
  constructor(index: number, id: string) {
    super(`sections.${index}.id ${id} is not a section of this workspace.`, 'WORKSPACE.UNKNOWN_SECTION');
  }
}

export class DuplicateSectionError extends InvalidInputError {
  constructor(index: number, id: string) {
    super(`sections.${index}.id ${id} appears more than once.`, 'WORKSPACE.DUPLICATE_SECTION');
  }
}
