// Every section the registration's type shows (sectionsShown, docs/registrations.md), in that order,
// each a card of its own. Editable ones save on their own call and hand back the whole registration.
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { RegistrationsApi } from '../registrations-api.js';
import type { Registration, SectionDocument } from '../../../core/contract/registrations.js';
import { AttachmentsCard } from './AttachmentsCard.js';
import { CertificationEdit, CertificationView } from './CertificationFields.js';
import { ContactEdit, ContactView } from './ContactFields.js';
import { SECTION_FIELDS, SECTION_TITLES, type LookupName } from './field-specs.js';
import { FieldsEdit } from './FieldsEdit.js';
import { FieldsView } from './FieldsView.js';
import { ProgramSchoolsEdit, ProgramSchoolsView } from './ProgramSchoolsFields.js';
import { SectionCard } from './SectionCard.js';
import { SelfAssessmentEdit, SelfAssessmentView } from './SelfAssessmentFields.js';
import { useLookups, type Lookups } from './use-lookups.js';

type Doc = Record<string, unknown>;
const LOOKUPS: LookupName[] = ['county', 'governance', 'schedule', 'accreditingOrganization', 'schoolType', 'position', 'programType', 'universityCampus'];

/** What the card saves: the draft without what the screen added for itself (the district's name). */
function toSave(section: string, draft: Doc, original: Doc | null): SectionDocument {
  if (section !== 'generalInformation' || (original && 'districtName' in original)) return draft;
  const { districtName: _shown, ...rest } = draft;
  return rest;
}

export function RegistrationSections({ registration, api, editable, onSaved, onAttachmentsChanged }: { registration: Registration; api: RegistrationsApi; editable: boolean; onSaved?: (r: Registration) => void; onAttachmentsChanged?: () => Promise<unknown> }) {
  const lookups = useLookups(api, registration.registrationTypeId, LOOKUPS);
  const id = registration.registrationId;
  const card = (section: string, view: (d: Doc | null, l: Lookups) => ReactNode, edit: (d: Doc, change: (n: Doc) => void, errors: Record<string, string>) => ReactNode) => {
    const value = (registration[section as keyof Registration] as Doc | null) ?? null;
    return (
      <SectionCard<Doc>
        key={section}
        id={section}
        title={SECTION_TITLES[section] ?? section}
        value={value ?? {}}
        editable={editable}
        view={() => view(value, lookups)}
        edit={edit}
        onSave={async (draft) => {
          const saved = await api.saveSection(id, section, toSave(section, draft, value));
          onSaved?.(saved);
        }}
      />
    );
  };
  const generic = (section: string) =>
    card(
      section,
      (d, l) => <FieldsView fields={SECTION_FIELDS[section]} doc={d} lookups={l} />,
      (d, change, errors) => <FieldsEdit idPrefix={section} fields={SECTION_FIELDS[section]} doc={d} onChange={change} errors={errors} lookups={lookups} api={api} />,
    );

  const render = (section: string): ReactNode => {
    switch (section) {
      case 'contactInformation':
        return card(section, (d, l) => <ContactView doc={d} lookups={l} />, (d, change, errors) => <ContactEdit doc={d} onChange={change} errors={errors} lookups={lookups} api={api} />);
      case 'certification':
        return card(section, (d, l) => <CertificationView doc={d} lookups={l} />, (d, change, errors) => <CertificationEdit doc={d} onChange={change} errors={errors} lookups={lookups} api={api} />);
      case 'onlineSelfAssessment':
        return card(section, (d) => <SelfAssessmentView doc={d} />, (d, change, errors) => <SelfAssessmentEdit doc={d} onChange={change} errors={errors} />);
      case 'programSchools':
        return card(section, (d) => <ProgramSchoolsView doc={d} />, (d, change, errors) => <ProgramSchoolsEdit doc={d} onChange={change} errors={errors} api={api} />);
      case 'attachments':
        return (
          <AttachmentsCard
            key={section}
            attachments={registration.attachments ?? []}
            lettersOfIntent={registration.lettersOfIntent ?? { expected: 2, received: 0 }}
            editable={editable}
            onAdd={async (type, file) => {
              await api.addAttachment(id, type, file);
              await onAttachmentsChanged?.();
            }}
            onRemove={async (a) => {
              await api.removeAttachment(id, a.blobId);
              await onAttachmentsChanged?.();
            }}
          />
        );
      default:
        return SECTION_FIELDS[section] ? generic(section) : null;
    }
  };

  return <Stack spacing={2}>{(registration.sectionsShown ?? []).map(render)}</Stack>;
}
