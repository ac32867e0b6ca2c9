import pg from 'pg';

const INT8_OID = 20;

/** PostgreSQL's `integer`: request integers are bounded to it, and only a number in it can be an integer id. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** bigint ids and count(*) come back as JS numbers (all our values stay below 2^53). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
