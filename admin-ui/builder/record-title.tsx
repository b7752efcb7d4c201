// Title of a one-record screen ("Edit Tag: Honors"), in the app bar and the browser tab.
import { useRecordContext } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { singularLabel } from './model-helpers.js';
import { useRecordTitle } from './use-record-title.js';

export function RecordTitle({ def, verb }: { def: ResourceDef; verb?: string }) {
  const record = useRecordContext();
  const name = useRecordTitle(def, record);
  const base = verb ? `${verb} ${singularLabel(def)}` : singularLabel(def);
  const title = name ? `${base}: ${name}` : base;
  usePageTitle(title);
  return <span>{title}</span>;
}
