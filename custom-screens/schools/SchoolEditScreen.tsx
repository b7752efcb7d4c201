// /schools/edit/{institutionId} (spec 3 "Schools"): the school's form on GET and POST
// /api/admin/institution/{institutionId}. The server's field errors (modelState) land on their
// fields; a form someone else saved meanwhile is refused with the server's message. Save and cancel
// both return to the list at the search and page it was opened from.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { backToList } from '../_shared/institution-list/use-list-address.js';
import { AddressSection, CheckBox, FormSection, InstitutionPicker, SelectBox, TextBox, type Bound } from '../institution-forms/FormFields.js';
import { OTHER_SCHOOL_TYPE_ID } from '../../resources/_institution-values.js';
import { useLookups } from '../institution-forms/use-lookups.js';
import { SCHOOL_TYPES, bodyOf, type SchoolRecord } from './school-record.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';



export function SchoolEditScreen() {
  const id = Number(useParams().institutionId);
  const back = backToList('/schools', new URLSearchParams(useLocation().search));
  const navigate = useNavigate();
  const api = useSpecApi();
  const notify = useNotify();
  const lookups = useLookups('school', false);
  const [record, setRecord] = useState<SchoolRecord>();
  /** the school as loaded: changed from it and not being saved, leaving (Cancel too) asks first */
  const [loaded, setLoaded] = useState<SchoolRecord>();
  /** the name as stored: the title does not follow the name field while it is edited */
  const [storedName, setStoredName] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<SchoolRecord>(`/api/admin/institution/${id}`, { method: 'GET', signal: controller.signal }).then(
      (loaded) => {
        if (!SCHOOL_TYPES.includes(loaded.institutionTypeId)) return setFailure(`${loaded.name} is not a school.`);
        setRecord(loaded);
        setLoaded(loaded);
        setStoredName(loaded.name);
      },
      (error) => !controller.signal.aborted && setFailure(errorMessage(error, 'The school could not be loaded.')),
    );
    return () => controller.abort();
  }, [api, id]);

  useUnsavedChanges(record !== loaded && !saving && JSON.stringify(record) !== JSON.stringify(loaded));

  const b: Bound | undefined = record && {
    model: record,
    errors,
    change: (path, value) => {
      setRecord((r) => (r ? { ...r, [path]: value } : r));
      setErrors(({ [path]: _gone, ...rest }) => rest);
    },
  };

  const save = async () => {
    if (!record) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await api<SchoolRecord>(`/api/admin/institution/${id}`, { method: 'POST', body: bodyOf(record) });
      notify(`${saved.name} has been saved.`, { type: 'success' });
      navigate(back);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setFailure(fields ? 'Please correct the highlighted fields.' : `An error occurred while attempting to save your changes. ${errorMessage(error, '')}`.trim());
      setSaving(false);
    }
  };

  const title = storedName ? `Edit ${storedName}` : 'Edit school';
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {!record || !b ? (
            failure ? (
              <Button onClick={() => navigate(back)}>Back to the schools</Button>
            ) : (
              <LinearProgress aria-label="Loading the school" />
            )
          ) : (
            <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
              <FormSection title="School">
                <TextBox b={b} path="name" label="Name" required />
                <TextBox b={b} path="cdsCode" label="CDS code" />
                <TextBox b={b} path="atpCode" label="ATP code" />
                <SelectBox b={b} path="governanceId" label="Governance" options={lookups?.governanceId} />
                <SelectBox b={b} path="schoolTypeId" label="School type" options={lookups?.schoolTypeId} />
                {Number(record.schoolTypeId) === OTHER_SCHOOL_TYPE_ID || errors.otherSchoolType ? <TextBox b={b} path="otherSchoolType" label="Other school type" required /> : <span />}
                <TextBox b={b} path="gradesOffered" label="Grades offered" />
                <CheckBox b={b} path="isHighSchool" label="High school" />
                <CheckBox b={b} path="isCharterSchool" label="Charter school" />
                <CheckBox b={b} path="isDependentCharter" label="Dependent charter" />
              </FormSection>
              <FormSection title="District and network">
                <InstitutionPicker b={b} path="districtId" label="District" search="/api/institution/search/district" />
                <InstitutionPicker b={b} path="schoolNetworkId" label="School network" search="/api/institution/search/schoolnetwork" />
              </FormSection>
              <AddressSection b={b} counties={lookups?.countyId} />
              <FormSection title="Contacts">
                <TextBox b={b} path="headContactFirstName" label="Head contact first name" />
                <TextBox b={b} path="headContactLastName" label="Head contact last name" />
                <TextBox b={b} path="headContactEmail" label="Head contact e-mail" />
                <TextBox b={b} path="headContactPhone" label="Head contact phone" />
                <TextBox b={b} path="courseListContactName" label="Course list contact" />
                <TextBox b={b} path="courseListContactEmail" label="Course list contact e-mail" />
                <TextBox b={b} path="courseListContactPhone" label="Course list contact phone" />
              </FormSection>
              <Divider sx={{ mb: 2 }} />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={saving}>
                  Save
                </Button>
                <Button onClick={() => navigate(back)} disabled={saving}>
                  Cancel
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
