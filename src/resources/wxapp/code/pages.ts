import { createElement, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { lazyView } from '../../lazyView';

// Issue 17: the code, template and group pages, each loaded when first opened.
const CodePage = lazyView(() => import('./CodePage'), 'CodePage');
const TemplatesPage = lazyView(() => import('../templates/TemplatesPage'), 'TemplatesPage');
const GroupPage = lazyView(() => import('../group/GroupPage'), 'GroupPage');
const lazy = (page: ComponentType) => createElement(Suspense, { fallback: createElement(Loading) }, createElement(page));

/** The elements of the wxapp resource's custom pages wxapp-code, wxapp-code-templates and wxapp-group. */
export const wxappCodeElements = {
  'wxapp-code': lazy(CodePage),
  'wxapp-code-templates': lazy(TemplatesPage),
  'wxapp-group': lazy(GroupPage),
};
