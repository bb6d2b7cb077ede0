import type { AuthenticatedUser } from '@jointly/common/auth';
import type { DocumentPurpose } from '@jointly/contracts';

/** A document the caller or their company uploaded (POST /file/upload-document), as the profile lists it. */
export interface CompanyDocumentView {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /** One of DOCUMENT_PURPOSES ('other' for documents uploaded before purposes were a list). */
  purpose: DocumentPurpose;
  /** For a certificate: the certification id it evidences. */
  certification: string | null;
  /** The purpose in words, e.g. 'Certificate: ISO 27001 information security' or 'Other document: <a legacy label>'. */
  purposeLabel: string;
  url: string;
  createdAt: string;
  /** Whether the caller may delete it: only who uploaded it. */
  mine: boolean;
}

export class ListCompanyDocumentsQuery {
  constructor(readonly actor: AuthenticatedUser) {}
}

export class DeleteCompanyDocumentCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly id: string,
  ) {}
}

/** The most documents a list answers (the upload quota keeps a company far below it). */
export const DOCUMENTS_LIST_MAX = 500;
