// Where the district screens lead besides an institution's pages (_shared/institution-paths.ts): the
// school form with the district picked (custom-screens/institution-forms reads ?districtId) and a user.
export const addSchoolPath = (districtId: number) => `/institutions/form/school?districtId=${districtId}`;
export const userEditPath = (userId: number) => `/membership/users/edit/${userId}`;
