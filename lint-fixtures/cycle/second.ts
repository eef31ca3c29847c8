// Linted where it is: the other half of the import cycle.
import { first } from './first.ts';

export const second = 'second';
export const both = (): string => first();
