// The district / school-network form as a modal (spec 2 §2: "The district form can also open as a
// modal"), for screens that need a district on the spot (a school form, a registration).
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { InstitutionForm } from './InstitutionForm.js';
import type { FormModel } from './form-state.js';

export interface DistrictFormDialogProps {
  open: boolean;
  schoolNetwork?: boolean;
  institutionId?: number;
  onClose: (saved?: FormModel) => void;
}

export function DistrictFormDialog({ open, schoolNetwork, institutionId, onClose }: DistrictFormDialogProps) {
  return (
    <Dialog open={open} onClose={() => onClose()} maxWidth="md" fullWidth aria-labelledby="district-form-dialog-title">
      <DialogTitle id="district-form-dialog-title">{`${institutionId ? 'Edit' : 'Add'} ${schoolNetwork ? 'school network' : 'district'}`}</DialogTitle>
      <DialogContent>{open && <InstitutionForm kind="district" institutionId={institutionId} schoolNetwork={schoolNetwork} onSaved={(saved) => onClose(saved)} onCancel={() => onClose()} />}</DialogContent>
    </Dialog>
  );
}
