/**
 * react-admin's query and mutation options for calls the data provider reports itself: the client
 * already toasted the failure (spec §8) and field errors show under the form's fields, so no second
 * notification from react-admin.
 */
export const quiet = { onError: () => undefined };
