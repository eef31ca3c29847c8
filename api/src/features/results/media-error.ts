// A shared file that is refused, with the reason the member reads under the file field.
export class BadMediaError extends Error {}
