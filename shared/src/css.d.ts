// Style sheets are bundled by Rspack (type css/auto); TypeScript only needs to know they exist.
declare module '*.css';
