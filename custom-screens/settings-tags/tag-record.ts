import type { RaRecord } from 'react-admin';

export const TAGS_RESOURCE = 'tags';
export const TAG_NAME_MAX = 100;

export interface TagRecord extends RaRecord {
  name: string;
  isDeprecated?: boolean | null;
  isDeleted?: boolean | null;
}
