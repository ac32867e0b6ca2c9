import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([Type.Null(), t]);

export const QrcodeSceneQuery = Type.Object({
  appCode: Type.String({ minLength: 1, maxLength: 64, description: 'The app that scanned (its getConfig appCode)' }),
  scene: Type.String({ minLength: 1, maxLength: 32, description: 'The scene WeChat handed the mini-program: a payload, or k=<shortCode>' }),
});
export type QrcodeSceneQuery = Static<typeof QrcodeSceneQuery>;

export const QrcodeSceneSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    buildingId: Type.Integer(),
    levelId: Nullable(Type.Integer()),
    lng: Nullable(Type.Number()),
    lat: Nullable(Type.Number()),
    page: Type.String(),
    payload: Type.String({ description: 'The whole payload (also when the scene was only its short code)' }),
  },
  { description: 'A scanned code: what it carries and, when it hangs at a known place, that place (a location fix)' },
);
export type QrcodeScene = Static<typeof QrcodeSceneSchema>;
