// Hand-built screens (custom-screens/<name>/index.ts or index.tsx), see admin-ui/custom-screen.ts.
import type { CustomScreen } from '../admin-ui/custom-screen.js';

const modules = import.meta.glob<{ default: CustomScreen }>('../custom-screens/*/index.ts{,x}', { eager: true });

export const customScreens: CustomScreen[] = Object.values(modules)
  .map((mod) => mod.default)
  .filter((screen): screen is CustomScreen => Boolean(screen?.name))
  .sort((a, b) => a.name.localeCompare(b.name));
