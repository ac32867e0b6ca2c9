/** The same tree of keys as English, every leaf a string: a missing key fails to compile. */
export type MessageTree<T> = { [K in keyof T]: T[K] extends string ? string : MessageTree<T[K]> };
