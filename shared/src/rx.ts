// The rxjs of every app, one copy at run time (decision 0028): the classes and operators the apps
// use, shared by Module Federation as `shared/rx`. Sharing rxjs itself shipped every operator
// (16 KB gzip) in every page's first load. Import rxjs from 'shared/rx' (the lint rule says so);
// add a name here when a feature needs it.
export { BehaviorSubject, Subject, debounceTime, distinctUntilChanged, filter, first, map, type Observable } from 'rxjs';
