// react-admin's store (localStorage) forgets everything at sign-out; the theme choice belongs to the
// browser, not the session, so it survives, and so do the menu sections each user unfolded (kept by
// user id: admin-ui/shell/Menu.tsx).
import { localStorageStore, type Store } from 'react-admin';

/** The sections of the sidebar each user unfolded: { [userId]: { [section]: true } }. */
export const MENU_SECTIONS_KEY = 'menuSections';

export const PERSISTENT_KEYS = ['theme', MENU_SECTIONS_KEY];

export function keepOnReset(inner: Store, keys: readonly string[] = PERSISTENT_KEYS): Store {
  return {
    ...inner,
    reset() {
      const kept = keys.map((key) => [key, inner.getItem(key)] as const);
      inner.reset();
      for (const [key, value] of kept) if (value !== undefined) inner.setItem(key, value);
    },
  };
}

export const createAdminStore = () => keepOnReset(localStorageStore('1', 'AgCourseAdmin'));
