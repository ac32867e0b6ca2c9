/** The record id of a path parameter: a positive integer, else null (no id, or one no record can have). */
export const idOfParam = (param: string | undefined): number | null => {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
