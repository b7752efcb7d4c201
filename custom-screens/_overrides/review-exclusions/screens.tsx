// A review exclusion names the course property it excludes by its code name (isGrade9,
// courseLengthId): the generated screens show the property as the review screen names it.
import { FunctionField } from 'react-admin';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { propertyLabel } from '../../review/property-names.js';

function PropertyName({ source }: { source: string }) {
  return <FunctionField source={source} render={(record: Record<string, unknown>) => (record[source] == null ? '' : propertyLabel(String(record[source])))} />;
}

export default defineScreenOverrides({ fields: { name: { field: PropertyName } } });
