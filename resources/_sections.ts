// Titled areas of the back office that group several pages (spec 3 §2 "Site settings (page title
// Site Settings)"). A page of an area ends its title with the area's and shows the area's pages as tabs.

export const SITE_SETTINGS = 'Site Settings';
