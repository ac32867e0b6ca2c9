import type { MessageTree } from '../types';

/** One feature's messages in the four languages; English defines the keys, the others must match it. */
export interface MessagePart<T extends object> {
  en: T;
  zh: MessageTree<T>;
  es: MessageTree<T>;
  ja: MessageTree<T>;
}

export const definePart = <T extends object>(part: MessagePart<T>): MessagePart<T> => part;
