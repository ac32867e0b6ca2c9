/** The display name of spec §1: the part of the e-mail before the at sign. */
export const displayName = (email: string): string => email.split('@')[0] ?? email;
