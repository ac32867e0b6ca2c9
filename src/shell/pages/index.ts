import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { lazyView } from '../../resources/lazyView';
import type { Area } from '../../resources/types';

/** A page outside the registry: its route (shell/routes.tsx), title (navigation/titles.ts) and area (areas.ts). */
export interface ShellPage {
  path: string;
  /** Message key of the title (breadcrumbs, tags, document title); public pages have none. */
  title?: string;
  /** The area the page belongs to, as its landing (help's only page); pages of every area have none. */
  area?: Area;
  /** Without the layout and without a session (sign-in helpers). */
  public?: boolean;
  component: ComponentType;
}

/** Spec §2: the empty page of an area with no permitted routes. */
export const NOTHING_PATH = '/nothing';

// Each loaded on first visit, so the login page does not download every page (and `marked`).
export const SHELL_PAGES: readonly ShellPage[] = [
  { path: '/application', title: 'app.application.title', component: lazyView(() => import('./application/ApplicationPage'), 'ApplicationPage') },
  { path: '/account', title: 'app.navigation.pages.account', component: lazyView(() => import('./account/AccountPage'), 'AccountPage') },
  { path: '/about', title: 'app.navigation.pages.about', component: lazyView(() => import('./about/AboutPage'), 'AboutPage') },
  { path: '/message', title: 'app.navigation.pages.message', component: lazyView(() => import('./messages/MessagePage'), 'MessagePage') },
  { path: NOTHING_PATH, title: 'app.navigation.pages.nothing', component: lazyView(() => import('./nothing/NothingPage'), 'NothingPage') },
  {
    path: '/document/document',
    title: 'app.navigation.pages.document',
    area: 'help',
    component: lazyView(() => import('./document/DocumentPage'), 'DocumentPage'),
  },
  { path: '/find-password', public: true, component: lazyView(() => import('./find-password/FindPasswordPage'), 'FindPasswordPage') },
  { path: '/token-login', public: true, component: lazyView(() => import('./token-login/TokenLoginPage'), 'TokenLoginPage') },
  { path: '/auth-redirect', public: true, component: lazyView(() => import('./auth-redirect/AuthRedirectPage'), 'AuthRedirectPage') },
];

/** The shell page a path opens, if any. */
export const shellPageAt = (pathname: string): ShellPage | undefined => SHELL_PAGES.find((page) => matchPath(page.path, pathname));
