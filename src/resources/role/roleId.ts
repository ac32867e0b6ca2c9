/** The role id of a role-user path: a positive integer, else null (no id, or one no role can have). */
export const roleIdOf = (param: string | undefined): number | null => {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
