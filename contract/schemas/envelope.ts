import { Type, type TLiteral, type TSchema } from 'typebox';

/** One literal schema per value, typed as a tuple so that `Type.Union(Literals(values))` has the values' union as its `Static` type. */
export const Literals = <const T extends readonly string[]>(values: T) =>
  values.map((v) => Type.Literal(v)) as unknown as { -readonly [K in keyof T]: TLiteral<T[K]> };

const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.Integer({
      description:
        '10000 internal, 10001 login failed, 10002 not logged in, 10003 forbidden, 10004 not found, 10005 validation, 10006 conflict, 10007 too many requests',
    }),
    error: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' },
);

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), code: Type.Literal(0), data });
}

/** The response map every route declares: its success envelope plus the shared error envelope. */
export function responses<T extends TSchema>(data: T, description?: string) {
  const ok = description ? Type.Object(Envelope(data).properties, { description }) : Envelope(data);
  return { 200: ok, '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') };
}

export function ok<T>(data: T): { success: true; code: 0; data: T } {
  return { success: true, code: 0, data };
}

export const MAX_PAGE_SIZE = 200;

export const PageQuery = {
  page: Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
  size: Type.Integer({
    minimum: 1,
    default: 20,
    description: `Page size; values above ${MAX_PAGE_SIZE} are capped at ${MAX_PAGE_SIZE}`,
  }),
};

export function Page<T extends TSchema>(record: T) {
  return Type.Object({ records: Type.Array(record), total: Type.Integer() });
}

/** The query of a call that takes no parameters. */
export const EmptyQuery = Type.Object({});

/** The `data` of a call that answers nothing. */
export const NullSchema = Type.Null();

/** One record named by its id (a query `?id=`). */
export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** One record named by its id (a body `{ id }`). */
export const IdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A file's bytes in an answer that is a file, not an envelope. */
const BinaryFileSchema = Type.String({ format: 'binary' });

/** A text file in an answer that is a file, not an envelope. */
export const TextFileSchema = Type.String();

/** The response map of a call that answers a file of `contentType` (refusals still answer the error envelope). */
export function fileResponses(contentType: string, description: string, schema: TSchema = BinaryFileSchema) {
  return { 200: { description, content: { [contentType]: { schema } } }, '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') };
}
