// The institution details calls (spec 1 §7 courselist/institution/{id}/admin/list/{year}; spec 2 §7
// close, reopen, delete, remove; server/institutions/admin/*): what each one takes and answers, for
// the server and the screens (custom-screens/institution-details/institution-api.ts).

/** A listed course's standing in the year. */
export type ListStatus = 'approved' | 'submitted' | 'notApproved' | 'notSubmitted' | 'archived';
/** Where a listed course comes from: owned, adopted from a program or publisher, or a district's. */
export type ListSource = 'own' | 'adopted' | 'district';
/** Which form an institution's type uses (server/institutions/form-fields.ts FORM_TYPES). */
export type FormKind = 'school' | 'district' | 'program';

/** The institution's key facts, as the details screen shows them. */
export interface InstitutionFacts {
  institutionId: number;
  rowVersion: number;
  name: string;
  institutionTypeId: number;
  institutionType: string | null;
  formKind: FormKind | null;
  cdsCode: string | null;
  atpCode: string | null;
  districtId: number | null;
  districtName: string | null;
  schoolNetworkId: number | null;
  schoolNetworkName: string | null;
  countyName: string | null;
  streetCity: string | null;
  isActive: boolean;
  /** YYYY-MM-DD */
  closedDate: string | null;
  yearClosedId: number | null;
  yearClosedName: string | null;
  isRemovedFromPublicList: boolean;
  isDeleted: boolean;
  isContentPrivate: boolean;
}

/** A course of the institution's list for the year, with the institution's offering of it. */
export interface ListedCourse {
  courseId: number;
  recordId: string;
  academicYearId: number;
  courseYearId: number;
  title: string;
  subjectAreas: { subjectAreaId: number; code: string | null; name: string | null }[];
  disciplines: string[];
  honorsType: string | null;
  status: ListStatus;
  source: ListSource;
  isDistrictCourse: boolean;
  ownerInstitutionId: number;
  ownerName: string | null;
  /** the schools other than the owner offering an owned course this year */
  offeredAtOtherSchools: number;
  offering: {
    courseOfferingId: number;
    delivery: string;
    isClassroomBased: boolean;
    isOnline: boolean;
    transcriptCodes: { abbreviation: string | null; code: string | null }[];
    isArchived: boolean;
    courseOfferingArchivedTypeId: number | null;
  } | null;
}

/** GET courselist/institution/{id}/admin/list/{year}. */
export interface CourseList {
  institution: InstitutionFacts;
  academicYear: { academicYearId: number; name: string };
  courses: ListedCourse[];
}

/** The confirmation screens' actions on an institution. */
export type InstitutionAction = 'close' | 'reopen' | 'delete' | 'remove';

/** What an action on an institution answers. */
export interface InstitutionActionDone {
  institutionId: number;
  name: string;
  message: string;
}

/** POST close's body. */
export interface CloseBody {
  institutionId: number;
  yearClosedId: number;
  removeAdoptedCourses: boolean;
}

/** POST close's answer: the offerings archived and those removed. */
export type Closed = InstitutionActionDone & { archivedOfferings: number; removedOfferings: number };

/** POST reopen's answer: the offerings activated again. */
export type Reopened = InstitutionActionDone & { activatedOfferings: number };

/** POST reopen's and remove's body. */
export interface InstitutionIdBody {
  institutionId: number;
}
