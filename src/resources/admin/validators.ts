import { email, maxLength, required, type Validator } from 'react-admin';

/** Issue 4 password policy (checked by the server too): at least 8 characters, a letter and a digit. */
export const meetsPasswordPolicy = (value: string): boolean => value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);

const passwordPolicy: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !meetsPasswordPolicy(value) ? 'app.users.validation.password_policy' : undefined;

/** Create: an initial password, or the set-password mail instead. */
const passwordOrMail: Validator = (value: unknown, values: Record<string, unknown>) =>
  (value === undefined || value === null || value === '') && values.sendSetPasswordMail !== true ? 'app.users.validation.password_or_mail' : undefined;

const companyForNonPlatform: Validator = (value: unknown, values: Record<string, unknown>) =>
  values.adminType !== 'PLATFORM_ADMINISTRATOR' && (value === undefined || value === null || value === '')
    ? 'app.users.validation.company_required'
    : undefined;

export const validateEmail = [required(), email('app.users.validation.email'), maxLength(254)];
export const validateName = [required(), maxLength(100)];
export const validateType = [required()];
export const validateCompany = [companyForNonPlatform];
export const validateCreatePassword = [passwordOrMail, passwordPolicy];
export const validateEditPassword = [passwordPolicy];
