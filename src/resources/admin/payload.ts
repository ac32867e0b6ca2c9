import type { Admin } from '../../shell/session/types';
import type { AdminRecord } from './types';

type FormValues = Partial<AdminRecord> & { password?: string | null; sendSetPasswordMail?: boolean };

/**
 * The body of `admin/save` (issue 4 contract) from the form: only its fields, disabled inputs
 * (own type and enabled flag) keep the record's values, a company admin's company is their own.
 */
export const adminPayload = (data: FormValues, me: Admin | null, previous?: Partial<AdminRecord>): Record<string, unknown> => {
  const adminType = data.adminType ?? previous?.adminType;
  const companyId =
    adminType === 'PLATFORM_ADMINISTRATOR' ? null : me?.adminType === 'PLATFORM_ADMINISTRATOR' ? (data.companyId ?? null) : (me?.companyId ?? null);
  const body: Record<string, unknown> = {
    email: data.email?.trim(),
    name: data.name?.trim(),
    adminType,
    companyId,
    enabled: data.enabled ?? previous?.enabled ?? true,
  };
  if (previous?.id !== undefined) body.id = previous.id;
  if (data.password) body.password = data.password;
  else if (previous?.id === undefined && data.sendSetPasswordMail) body.sendSetPasswordMail = true;
  return body;
};
