import pg from 'pg';

const INT8_OID = 20;

/** bigint ids and count(*) come back as JS numbers (all our values stay below 2^53). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
