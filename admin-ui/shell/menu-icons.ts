// Menu icons named by the resources (see admin-ui/build-tools/menu-icons-plugin.ts).
import LabelIcon from '@mui/icons-material/LabelOutlined';
import type { ComponentType } from 'react';
import icons from 'virtual:menu-icons';

export function menuIcon(name: string | undefined): ComponentType {
  return (name && icons[name]) || LabelIcon;
}
