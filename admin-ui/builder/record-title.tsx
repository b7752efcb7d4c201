// Title of a one-record screen ("Edit Tag: Honors"), in the app bar and the browser tab.
import { useRecordContext } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { recordText, singularLabel } from './model-helpers.js';

export function RecordTitle({ def, verb }: { def: ResourceDef; verb?: string }) {
  const record = useRecordContext();
  const base = verb ? `${verb} ${singularLabel(def)}` : singularLabel(def);
  const title = record ? `${base}: ${recordText(def, record)}` : base;
  usePageTitle(title);
  return <span>{title}</span>;
}
