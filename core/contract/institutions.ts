// The institution lists' calls (spec 1 §7 "Institutions and districts", spec 3 "Schools";
// server/institutions/*): GET /api/admin/institution/type/{type} and /api/admin/institution/{id}/schools
// answer a page of summaries. For the server and the screens (custom-screens/_shared/institution-list).
import type { Page } from './answers.js';

export interface InstitutionSummary {
  institutionId: number;
  name: string;
  institutionTypeId: number;
  cdsCode: string | null;
  atpCode: string | null;
  districtId: number | null;
  schoolNetworkId: number | null;
  countyId: number | null;
  programTypeId: number | null;
  governanceId: number | null;
  streetAddress: string | null;
  streetCity: string | null;
  streetState: string | null;
  streetZip: string | null;
  isActive: boolean;
  isCharterSchool: boolean;
  closedDate: string | null;
}

/** A page of institution summaries. */
export type InstitutionPage = Page<InstitutionSummary>;

/** The screen's request of a page: searched by name or CDS code. */
export interface ListRequest {
  query: string;
  page: number;
  pageSize: number;
  includeClosed: boolean;
  /** '' for every county */
  countyId: number | '';
}
