// The district / school-network form as a modal (spec 2 §2: "The district form can also open as a
// modal"), for screens that need a district on the spot (a school form, a registration). The form
// itself is handed in (the school form gives its own district form), so the dialog and the form it
// holds do not import each other.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';
import type { FormModel } from './form-state.js';

/** What the dialog wires into the district form it holds. */
export interface DistrictFormControls {
  onSaved: (saved: FormModel) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export interface DistrictFormDialogProps {
  open: boolean;
  schoolNetwork?: boolean;
  institutionId?: number;
  onClose: (saved?: FormModel) => void;
  /** the district form, drawn while the dialog is open */
  form: (controls: DistrictFormControls) => ReactNode;
}

export function DistrictFormDialog({ open, schoolNetwork, institutionId, onClose, form }: DistrictFormDialogProps) {
  const [dirty, setDirty] = useState(false);
  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && dirty);
  const close = discard.guard(() => onClose());
  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="district-form-dialog-title">
        <DialogTitle id="district-form-dialog-title">{`${institutionId ? 'Edit' : 'Add'} ${schoolNetwork ? 'school network' : 'district'}`}</DialogTitle>
        <DialogContent>
          {open && form({ onSaved: (saved) => onClose(saved), onCancel: close, onDirtyChange: setDirty })}
        </DialogContent>
      </Dialog>
      {discard.prompt}
    </>
  );
}
