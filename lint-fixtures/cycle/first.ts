// Linted where it is: half of an import cycle.
import { second } from './second.ts';

export const first = (): string => `first, then ${second}`;
