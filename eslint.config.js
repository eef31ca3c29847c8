// The configuration lives in the lint workspace, beside the plugins it loads.
export { default } from './lint/eslint.config.ts';
