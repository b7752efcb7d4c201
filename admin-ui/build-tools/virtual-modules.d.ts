// Types of the virtual modules that admin-ui/build-tools/*-plugin.ts provide.
declare module 'virtual:menu-icons' {
  import type { ComponentType } from 'react';
  const icons: Record<string, ComponentType>;
  export default icons;
}
