import { marked } from 'marked';
import zhGuide from '../../../../docs/guide/zh.md?raw';
import enGuide from '../../../../docs/guide/en.md?raw';

/** The user guide in the UI language: Chinese for zh, English for every other language. */
export const guideMarkdown = (locale: string): string => (locale === 'zh' ? zhGuide : enGuide);

/** Our own repository files only: never pass user content here (it is not sanitized). */
export const renderGuide = (markdown: string): string => marked.parse(markdown, { async: false, gfm: true });
