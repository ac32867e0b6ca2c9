/** Server messages of the poi calls (English first; Chinese must name every English key). */
export const en = {
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
};
