/** The Spanish pack ships only a `module` field (DESIGN.md §9): we import its ES build by path. */
declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
