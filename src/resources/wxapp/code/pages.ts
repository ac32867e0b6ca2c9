import { lazyPage } from '../../lazyView';

/** The elements of the wxapp resource's custom pages wxapp-code, wxapp-code-templates and wxapp-group. */
export const wxappCodeElements = {
  // Issue 17: the code, template and group pages, each loaded when first opened.
  'wxapp-code': lazyPage(() => import('./CodePage'), 'CodePage'),
  'wxapp-code-templates': lazyPage(() => import('../templates/TemplatesPage'), 'TemplatesPage'),
  'wxapp-group': lazyPage(() => import('../group/GroupPage'), 'GroupPage'),
};
