// The institution look-ups of the course search's institution filter (GET /api/admin/institution/search,
// /api/admin/institution/lookup/; server/search/institution-lookups.ts).

export interface InstitutionHit {
  institutionId: number;
  name: string;
  atpCode: string | null;
  cdsCode: string | null;
  institutionTypeId: number;
  districtId: number | null;
  city: string | null;
  isActive: boolean;
}
