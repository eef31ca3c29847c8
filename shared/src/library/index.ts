// The member's library on the client (docs/product/library.md, decision 0033): the bookmark of cards
// and pages, "new to you", the library's queries. Bundled into each remote that uses it (`shared/library`
// is not the federated `shared` singleton); its state (session, HTTP client, query cache) is the site's.
export { BookmarkButton, SIGN_IN_TO_SAVE, type BookmarkButtonProps } from './BookmarkButton.tsx';
export { NewToYouToggle, NOTHING_NEW, SIGN_IN_FOR_NEW, newToYouParam, useNewToYou, type NewToYouState } from './NewToYou.tsx';
export { libraryQuery, newArticlesQuery, newWorkflowsQuery, useSaveItem } from './library-queries.ts';
export { useOpenedMark } from './use-opened-mark.ts';
export { Toast } from './Toast.tsx';
