// The remotes and the modules each exposes, with the props each module takes: the shell's routes,
// RemoteModule and each remote's exposed modules are checked against this one table, so a renamed
// prop is a type error where the module is used, not a blank section.
import type { Section } from './articles.ts';

export const REMOTE_NAMES = ['mf-content', 'mf-workflows', 'mf-account', 'mf-community'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A module drawn without props. */
type NoProps = Record<string, never>;

export interface RemoteModules {
  'mf-content': {
    HomePage: NoProps;
    ArticlePage: { section: Section; slug: string };
    SectionIndexPage: { section: Section };
    RoadmapPage: NoProps;
    SearchPage: NoProps;
    PrivacyPage: NoProps;
  };
  'mf-workflows': {
    WorkflowsPage: NoProps;
    AdminWorkflows: NoProps;
  };
  'mf-account': {
    SignInPage: NoProps;
    SignUpPage: NoProps;
    PricingPage: NoProps;
    AdminDashboard: NoProps;
    AdminUsers: NoProps;
    AdminAudit: NoProps;
  };
  'mf-community': {
    Comments: { postSlug: string; section: Section };
    ContactPage: NoProps;
    NewsletterDialog: { open: boolean; onClose: () => void };
    AdminComments: NoProps;
    AdminMessages: NoProps;
    AdminNewsletter: NoProps;
  };
}

export type ModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
export type ModuleProps<R extends RemoteName, M extends ModuleName<R>> = RemoteModules[R][M];

/** One exposed module and its props (optional when it takes none): `{ remote, module, props }`. */
export type RemoteModuleRef = {
  [R in RemoteName]: {
    [M in ModuleName<R>]: { remote: R; module: M } & (NoProps extends ModuleProps<R, M>
      ? { props?: ModuleProps<R, M> }
      : { props: ModuleProps<R, M> });
  }[ModuleName<R>];
}[RemoteName];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
