// Every screen names itself twice: in the app bar and in the browser tab ("<page> | A–G Course Admin").
import { useEffect } from 'react';
import { Title } from 'react-admin';
import { readBoot } from '../auth/staff-user.js';

export function documentTitle(page: string | undefined): string {
  const appName = readBoot().appName;
  return page ? `${page} | ${appName}` : appName;
}

/** A page inside a titled area keeps the area's name as a suffix: "Tags · Site Settings". */
export function sectionTitle(page: string | undefined, area: string): string {
  return page ? `${page} · ${area}` : area;
}

export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(page);
  }, [page]);
}

/** App bar title and document title of a hand-built page. */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return <Title title={title} />;
}
