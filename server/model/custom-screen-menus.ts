// Where the hand-built screens' menu entries lead and sit, as the sidebar's description declares them
// (resources/_menu.ts, SCREEN_MENU_PLACES): plain data, imported at start-up, so no browser code is
// loaded or parsed. The model check (check-menu.ts) holds the sidebar's description to what it finds;
// a UI test holds the screens' own entries (custom-screens/<name>/index.ts) to it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeFile, REPO_ROOT } from '../repo-paths.js';

export interface ScreenMenuEntry {
  to: string;
  group: string;
}

export interface ScreenMenus {
  /** repository-relative file, for the check's messages */
  file: string;
  /** the hand-built screen (custom-screens/<screen>) */
  screen: string;
  entries: ScreenMenuEntry[];
  /** what is not well-formed in the declaration; the check reports it */
  problems: string[];
}

const isEntry = (value: unknown): value is ScreenMenuEntry =>
  typeof value === 'object' && value !== null && typeof (value as ScreenMenuEntry).to === 'string' && typeof (value as ScreenMenuEntry).group === 'string';

/** The menu places of every hand-built screen, from `dir`/_menu.ts (SCREEN_MENU_PLACES). */
export async function readScreenMenuPlaces(dir: string): Promise<ScreenMenus[]> {
  const file = path.join(dir, codeFile('_menu'));
  if (!existsSync(file)) return [];
  const { SCREEN_MENU_PLACES = {} } = (await import(pathToFileURL(file).href)) as { SCREEN_MENU_PLACES?: Record<string, unknown> };
  const relative = path.relative(REPO_ROOT, file);
  return Object.entries(SCREEN_MENU_PLACES).map(([screen, places]) => {
    const list = Array.isArray(places) ? places : [];
    const problems = Array.isArray(places) ? [] : [`SCREEN_MENU_PLACES.${screen} is a list of { to, group }`];
    list.forEach((place, i) => {
      if (!isEntry(place)) problems.push(`SCREEN_MENU_PLACES.${screen} entry ${i + 1}: write "to" and "group" as text`);
    });
    return { file: relative, screen, entries: list.filter(isEntry).map(({ to, group }) => ({ to, group })), problems };
  });
}
