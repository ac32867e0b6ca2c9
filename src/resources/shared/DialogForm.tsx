import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { ApiError } from '../../dataProvider/ApiError';
import type { FieldError } from '../../dataProvider/envelope';
import { emitBus } from '../../shell/session/bus';

const VALIDATION = 10005;

/** Message keys (or server messages) per field; a field without a message is fine. */
type Messages = Partial<Record<string, string>>;

interface DialogFormProps<V extends object> {
  /** The heading's translation key; it names the dialog. */
  title: string;
  defaultValues: V;
  /** The console's checks before the save: a message key per field in error. */
  validate: (values: V) => Messages;
  /** Arguments of the check messages (e.g. a length limit). */
  messageArgs?: Record<string, unknown>;
  /** Saves the values; the dialog closes when it resolves. */
  onSave: (values: V) => Promise<void>;
  /** The server's field errors (10005) on the form's fields; `other` (naming no field of the form) shows above it. */
  serverErrors: (errors: readonly FieldError[]) => { fields: Messages; other: string[] };
  onClose: () => void;
  saveTestId?: string;
  children: ReactNode;
}

/**
 * react-admin inputs keep a cleared input as null (and leave a disabled one out): the dialogs' models take ''
 * wherever their default value is text.
 */
const withText = <V extends object>(values: FieldValues, defaults: V): V => {
  const result: FieldValues = { ...values };
  for (const [key, value] of Object.entries(defaults)) {
    if (typeof value === 'string' && result[key] == null) result[key] = '';
  }
  return result as V;
};

/** Each message with its arguments, as react-admin's validation translates it under the field. */
const withArgs = (messages: Messages, args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(messages).flatMap(([field, message]) => (message ? [[field, { message, args }]] : [])));

/** The server's messages that name no field: kept as the form's root errors, so the next submission clears them. */
const ServerLines = () => {
  const { errors } = useFormState();
  const lines = Object.values(errors.root ?? {}).flatMap((error: unknown) =>
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? [(error as { message: string }).message] : [],
  );
  return lines.map((line) => (
    <Alert severity="error" key={line}>
      {line}
    </Alert>
  ));
};

const SaveButton = ({ testId }: { testId?: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-testid={testId}>
      {translate('ra.action.save')}
    </Button>
  );
};

/**
 * A dialog holding a react-admin form: the console's checks on the fields first, then the save; a refusal with
 * field errors (10005) puts them on their fields (the rest above the form), any other refusal is toasted.
 */
export const DialogForm = <V extends object>({
  title,
  defaultValues,
  validate,
  messageArgs = {},
  onSave,
  serverErrors,
  onClose,
  saveTestId,
  children,
}: DialogFormProps<V>) => {
  const translate = useTranslate();
  const titleId = useId();
  const submit = async (values: FieldValues) => {
    try {
      await onSave(withText(values, defaultValues));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === VALIDATION && error.errors.length > 0) {
        const { fields, other } = serverErrors(error.errors);
        const messages = Object.fromEntries(Object.entries(fields).filter(([, message]) => message));
        return { ...messages, root: Object.fromEntries(other.map((line, index) => [`server${index}`, line])) };
      }
      if (error instanceof ApiError && error.kind === 'api') emitBus('api-error', { message: error.message });
    }
    return undefined;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The form holds the content and the actions: it takes the paper's column so the content still scrolls.
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } } }}
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <Form
        defaultValues={defaultValues}
        validate={(values) => withArgs(validate(withText(values, defaultValues)), messageArgs)}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ServerLines />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton testId={saveTestId} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
