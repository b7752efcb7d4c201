// The accreditation calls (spec 1 §7, spec 2 §7; server/accreditation/*): what each one takes and
// answers, for the server and the screens (custom-screens/accreditation/accreditation-api.ts).

/** The sorts of the pending list. */
export const PENDING_SORTS = ['name', 'cdsCode', 'city', 'county', 'status', 'organization', 'expirationDate', 'pendingFiles', 'uploadedOn'] as const;
export type PendingSort = (typeof PENDING_SORTS)[number];

export interface PendingRow {
  institutionId: number;
  name: string;
  cdsCode: string | null;
  city: string | null;
  countyId: number | null;
  county: string | null;
  accreditationStatusId: number | null;
  accreditingOrganizationId: number | null;
  organization: string | null;
  organizationAbbreviation: string | null;
  accreditationExpirationDate: string | null;
  pendingFiles: number;
  /** when the oldest waiting file came in */
  uploadedOn: string;
}

export interface Accreditation {
  institutionId: number;
  institutionName: string;
  cdsCode: string | null;
  accreditationId: number | null;
  rowVersion: number | null;
  accreditationStatusId: number | null;
  accreditationStatus: string | null;
  accreditingOrganizationId: number | null;
  accreditingOrganizationName: string | null;
  isWasc: boolean;
  accreditationExpirationDate: string | null;
  isExpired: boolean;
  accreditationExplanation: string | null;
  explanationRequired: boolean;
  notAccreditedAsOfAcademicYearId: number | null;
  notAccreditedAsOfAcademicYear: string | null;
  lastAccreditationFile: { id: number; statusId: number; status: string } | null;
  /** the new expiration date of the last accepted file */
  newExpirationDate: string | null;
  pendingFileCount: number;
}

export interface AccreditationFile {
  accreditationFileId: number;
  id: number;
  institutionId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  statusId: number;
  status: string;
  uploadedByName: string | null;
  uploadedOn: string;
  newExpirationDate: string | null;
  decisionComment: string | null;
  decidedByName: string | null;
  decidedOn: string | null;
  /** the accreditation rule evaluation the decision was made on */
  explanation: unknown;
}

export interface AccreditationComment {
  accreditationCommentId: number;
  id: number;
  institutionId: number;
  accreditationFileId: number | null;
  comment: string;
  createdByName: string | null;
  createdOn: string;
}

/** The screen's request of a page of the pending list. */
export interface PendingRequest {
  filter: string;
  accreditationStatusId: number | '';
  accreditingOrganizationId: number | '';
  page: number;
  pageSize: number;
  sort: PendingSort;
  descending: boolean;
}

/** GET accreditation/pending: a page of institutions with files waiting. */
export interface PendingPage {
  total: number;
  result: PendingRow[];
}

/** GET /api/accreditingOrganization: the organizations to choose from. */
export interface AccreditingOrganization {
  id: number;
  name: string;
  abbreviation: string | null;
}

/** POST comment's body. */
export interface CommentBody {
  comment: string;
}

/** POST AccreditationFile/{fileId}'s body: accept (2) or refuse (3) the file. */
export interface FileDecisionBody {
  institutionId: number;
  statusId: 2 | 3;
  accreditationExpirationDate?: string;
  accreditationExplanation?: string;
  comment?: string;
}

/** POST AccreditationFile/{fileId}'s answer: the file and the accreditation now. */
export interface FileDecision {
  file: AccreditationFile;
  accreditation: Accreditation;
}
