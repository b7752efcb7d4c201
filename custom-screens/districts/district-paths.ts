// Where the district screens lead: the district detail, the school form with the district picked
// (custom-screens/institution-forms reads ?districtId) and a school's details (institution-details).
export const districtPath = (id: number) => `/institutions/district/${id}`;
export const addSchoolPath = (districtId: number) => `/institutions/form/school?districtId=${districtId}`;
export const schoolDetailsPath = (id: number) => `/institutions/details/${id}`;
export const userEditPath = (userId: number) => `/membership/users/edit/${userId}`;
