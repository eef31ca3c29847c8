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
    PublicProgressPage: { handle: string };
    SearchPage: NoProps;
    PrivacyPage: NoProps;
  };
  'mf-workflows': {
    WorkflowsPage: NoProps;
    AdminWorkflows: NoProps;
    AdminResults: NoProps;
  };
  'mf-account': {
    SignInPage: NoProps;
    SignUpPage: NoProps;
    ForgotPasswordPage: NoProps;
    ResetPasswordPage: NoProps;
    AccountPage: NoProps;
    LibraryPage: NoProps;
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

/** Modules a remote exposes as a function to call, not a screen to draw (loaded with loadRemote). */
export interface RemoteFunctions {
  'mf-content': NoFunctions;
  'mf-workflows': NoFunctions;
  'mf-account': {
    /** Shows Google's One Tap prompt after 500 ms and signs the visitor in; returns a function that cancels it. */
    GooglePrompt: (options: { clientId: string; onSignedIn: () => void }) => () => void;
  };
  'mf-community': NoFunctions;
}
type NoFunctions = Record<never, never>;

/** Every module a remote exposes: its screens and its functions. */
export type ExposedName<R extends RemoteName> = (keyof RemoteModules[R] | keyof RemoteFunctions[R]) & string;

/**
 * A remote's `exposes` in its rspack.config.ts: exactly the modules of the two tables above, each from
 * `src/exposed/<Module>.ts(x)`. A module missing from the build or from the table is a type error.
 */
export type RemoteExposes<R extends RemoteName> = { [M in ExposedName<R> as `./${M}`]: `./src/exposed/${M}.${'ts' | 'tsx'}` };

export type ModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
export type ModuleProps<R extends RemoteName, M extends ModuleName<R>> = RemoteModules[R][M];

/** A module with its props; `props` may be left out when the module takes none. */
type Ref<R extends RemoteName, M extends ModuleName<R>, P = ModuleProps<R, M>> = NoProps extends P
  ? { remote: R; module: M; props?: undefined }
  : { remote: R; module: M; props: P };

/** Any exposed module with the props it takes: `{ remote, module, props }`. */
export type RemoteModuleRef = { [R in RemoteName]: { [M in ModuleName<R>]: Ref<R, M> }[ModuleName<R>] }[RemoteName];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
