/**
 * Groups of fewer distinct users than this are held back (DESIGN.md §7): `USAGE_LIMITS.minGroupUsers` of
 * contract/schemas/usage.ts, mirrored for the note's wording (the console loads no schema at run time);
 * tests/unit/dashboards/granularity.test.ts proves the two equal.
 */
export const MIN_GROUP_USERS = 5;
