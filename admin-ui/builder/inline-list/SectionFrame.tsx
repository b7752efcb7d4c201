// Frame of a page inside a titled area (Site Settings): the page's title followed by the area's
// ("Tags · Site Settings"), tabs to the area's other pages, and a card holding the page.
import { useMemo, type ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { useAbilities, useAppConfig } from '../../shell/app-config.js';
import { menuEntries } from '../../shell/menu-entries.js';
import { PageTitle, sectionTitle } from '../../shell/page-title.js';
import { currentTab, sectionTabs } from './section-tabs.js';

interface SectionFrameProps {
  /** the page's own title; by default its tab's (menu entry's) label */
  title?: string;
  /** the area's title; without one the page stands alone */
  section?: string;
  children: ReactNode;
}

export function SectionFrame({ title, section, children }: SectionFrameProps) {
  const { pathname } = useLocation();
  const { resources, customScreens } = useAppConfig();
  const abilities = useAbilities();
  const tabs = useMemo(
    () => (section && abilities ? sectionTabs(menuEntries(abilities, resources, customScreens), pathname) : []),
    [section, abilities, resources, customScreens, pathname],
  );
  const current = currentTab(tabs, pathname);
  const pageTitle = title ?? tabs.find((t) => t.to === current)?.label;
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={section ? sectionTitle(pageTitle, section) : (pageTitle ?? '')} />
      {tabs.length > 0 && (
        <Tabs value={current} aria-label={`${section} pages`} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
          {tabs.map((t) => (
            <Tab key={t.to} value={t.to} label={t.label} component={LinkBase} to={t.to} />
          ))}
        </Tabs>
      )}
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}
