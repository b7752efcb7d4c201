// One institution form (school, district / school network, program): loads the form model (new or
// the institution's), shows the fields of its kind, posts it back, and puts the server's field errors on the
// fields. Used by the screens and by the district dialog.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, FormHelperText, LinearProgress, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { bodyOf, getPath, setPath, type FormKind, type FormModel } from './form-state.js';
import { AddressSection, CheckBox, FormSection, InstitutionPicker, SelectBox, TextBox, type Bound } from './FormFields.js';
import { OTHER_SCHOOL_TYPE_ID } from '../../resources/_institution-values.js';
import { useLookups } from './use-lookups.js';
import { DistrictFormDialog } from './DistrictFormDialog.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

const SCHOOL_KINDS = [
  ['traditional', 'Site-based / traditional'],
  ['independentStudy', 'Independent study'],
  ['online', 'Online'],
] as const;


export interface InstitutionFormProps {
  kind: FormKind;
  institutionId?: number;
  /** the district form for a school network */
  schoolNetwork?: boolean;
  /** a new school's district, picked beforehand */
  districtId?: number;
  onSaved: (saved: FormModel) => void;
  onCancel: () => void;
  /** told whether the form holds unsaved changes (a dialog asks before closing) */
  onDirtyChange?: (dirty: boolean) => void;
}

export function InstitutionForm({ kind, institutionId, schoolNetwork, districtId, onSaved, onCancel, onDirtyChange }: InstitutionFormProps) {
  const api = useSpecApi();
  const notify = useNotify();
  const [model, setModel] = useState<FormModel>();
  /** the form as loaded: changed from it and not being saved, leaving asks first */
  const [loaded, setLoaded] = useState<FormModel>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  /** the district form opened as a modal from the school form: for a district or a network */
  const [adding, setAdding] = useState<'district' | 'network'>();
  const isNetwork = kind === 'district' && (model?.isSchoolNetwork === true || (!model && schoolNetwork === true));
  const lookups = useLookups(kind, isNetwork);

  useEffect(() => {
    const controller = new AbortController();
    api<FormModel>(`/api/admin/institution/${kind}${institutionId ? `/${institutionId}` : ''}`, { method: 'GET', signal: controller.signal }).then(
      (answer) => {
        const start = kind === 'district' && !institutionId && schoolNetwork ? { ...answer, isSchoolNetwork: true } : districtId && !institutionId ? { ...answer, selectedDistrict: districtId } : answer;
        setModel(start);
        setLoaded(start);
      },
      (error) => !controller.signal.aborted && setFailure(errorMessage(error, 'The form could not be loaded.')),
    );
    return () => controller.abort();
  }, [api, kind, institutionId, schoolNetwork, districtId]);

  const dirty = model !== loaded && !saving && JSON.stringify(model) !== JSON.stringify(loaded);
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const change = useCallback((path: string, value: unknown) => {
    setModel((m) => (m ? setPath(m, path, value) : m));
    setErrors(({ [path]: _gone, ...rest }) => rest);
  }, []);

  const save = async () => {
    if (!model) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await api<FormModel>(`/api/admin/institution/${kind}`, { method: 'POST', body: bodyOf(model) });
      notify(`${String(saved.name)} has been saved.`, { type: 'success' });
      onSaved(saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setFailure(fields ? 'Please correct the highlighted fields.' : `An error occurred while attempting to save your changes. ${errorMessage(error, '')}`.trim());
    } finally {
      setSaving(false);
    }
  };

  if (!model) return failure ? <Alert severity="error">{failure}</Alert> : <LinearProgress aria-label="Loading the form" />;
  const b: Bound = { model, errors, change };
  const kinds = (model.schoolTypes as string[] | undefined) ?? [];

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), e.stopPropagation(), void save())}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormSection title={kind === 'school' ? 'School' : kind === 'district' ? (isNetwork ? 'School network' : 'District') : 'Program'}>
        <TextBox b={b} path="name" label="Name" required />
        {kind !== 'program' && <TextBox b={b} path="cdsCode" label="CDS code" />}
        {kind === 'school' && <TextBox b={b} path="atpCode" label="ATP code" />}
        <SelectBox b={b} path="governanceId" label="Governance" options={lookups?.governanceId} />
        {kind === 'district' && <CheckBox b={b} path="isSchoolNetwork" label="School network" />}
        {kind === 'district' && <SelectBox b={b} path="districtManagementTypeId" label="Management type" options={lookups?.districtManagementTypeId} />}
        {kind === 'program' && <SelectBox b={b} path="programTypeId" label="Program type" options={lookups?.programTypeId} />}
        {kind === 'program' && (
          <InstitutionPicker b={b} path="connectedProgramId" label="Connected program" search={model.institutionId ? `/api/institution/search/program/except/${String(model.institutionId)}` : '/api/institution/search/program/except/0'} />
        )}
        {kind === 'program' && <TextBox b={b} path="campusLocation" label="Campus location" />}
        <SelectBox b={b} path="institutionOperatingScheduleId" label="Operating schedule" options={lookups?.institutionOperatingScheduleId} />
        <CheckBox b={b} path="isContentPrivate" label="Course list private" />
      </FormSection>
      {kind === 'school' && (
        <FormSection title="Kind of school">
          <SelectBox b={b} path="schoolTypeId" label="School type" options={lookups?.schoolTypeId} />
          {Number(getPath(model, 'schoolTypeId')) === OTHER_SCHOOL_TYPE_ID || errors.otherSchoolType ? <TextBox b={b} path="otherSchoolType" label="Other school type" required /> : <span />}
          <CheckBox b={b} path="subType.isCharterSchool" label="Charter school" />
          <CheckBox b={b} path="subType.isDependentCharter" label="Dependent charter" />
          {SCHOOL_KINDS.map(([key, label]) => (
            <FormControlLabel key={key} label={label} control={<Checkbox checked={kinds.includes(key)} onChange={(e) => change('schoolTypes', e.target.checked ? [...kinds, key] : kinds.filter((k) => k !== key))} />} />
          ))}
          {errors.schoolTypes && <FormHelperText error>{errors.schoolTypes}</FormHelperText>}
          <TextBox b={b} path="gradesOffered" label="Grades offered" />
          <CheckBox b={b} path="isHighSchool" label="High school" />
        </FormSection>
      )}
      {kind === 'school' && (
        <FormSection title="District and network">
          <InstitutionPicker b={b} path="selectedDistrict" label="District" search="/api/institution/search/district" />
          <InstitutionPicker b={b} path="selectedSchoolNetwork" label="School network" search="/api/institution/search/schoolnetwork" />
          <InstitutionPicker b={b} path="leaDistrictId" label="LEA district" search="/api/institution/search/district" />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button size="small" onClick={() => setAdding('district')}>
              New district
            </Button>
            <Button size="small" onClick={() => setAdding('network')}>
              New school network
            </Button>
          </Stack>
          <DistrictFormDialog
            open={adding !== undefined}
            schoolNetwork={adding === 'network'}
            onClose={(saved) => {
              if (saved) change(adding === 'network' ? 'selectedSchoolNetwork' : 'selectedDistrict', saved.institutionId);
              setAdding(undefined);
            }}
            form={(controls) => <InstitutionForm kind="district" schoolNetwork={adding === 'network'} {...controls} />}
          />
        </FormSection>
      )}
      <AddressSection b={b} counties={lookups?.countyId} />
      <FormSection title="Head contact">
        <TextBox b={b} path="headContactInfo.firstName" label="First name" />
        <TextBox b={b} path="headContactInfo.lastName" label="Last name" />
        <SelectBox b={b} path="headContactInfo.positionId" label="Position" options={lookups?.['headContactInfo.positionId']} />
        <TextBox b={b} path="headContactInfo.email" label="E-mail" />
        <TextBox b={b} path="headContactInfo.phone.number" label="Phone" />
        <TextBox b={b} path="headContactInfo.phone.extension" label="Extension" />
        <CheckBox b={b} path="headContactInfo.phone.isInternational" label="International phone" />
        <TextBox b={b} path="headContactInfo.phone.internationalNumber" label="International number" />
      </FormSection>
      <FormSection title="Course list contact">
        <TextBox b={b} path="courseListContact.name" label="Name" />
        <TextBox b={b} path="courseListContact.email" label="E-mail" />
        <TextBox b={b} path="courseListContact.phone" label="Phone" />
      </FormSection>
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          Save
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
