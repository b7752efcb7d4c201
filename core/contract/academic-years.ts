// The academic years' look-ups (GET /api/academicyear, /api/academicyear/current,
// /api/academicyear/institution/{id}; server/cycles): each year as a choice of a screen's year picker.

export interface AcademicYearOption {
  id: number;
  name: string;
}
