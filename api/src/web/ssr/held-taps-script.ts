// The inline script that holds taps made before the page can answer them (decision 0049): the source
// of contracts' `installHeldTaps`, and its hash for the Content-Security-Policy (inline scripts run
// only when the policy lists their hash).
import { createHash } from 'node:crypto';
import { installHeldTaps } from 'contracts';

/** The script's text: the function called at once, runs of spaces (stripped types, indentation) made one. */
export const HELD_TAPS_SCRIPT = `(${installHeldTaps.toString()})();`.replace(/ {2,}/g, ' ');

/** The CSP source that allows the script. */
export const HELD_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HELD_TAPS_SCRIPT).digest('base64')}'`;

/** The element for a page's head. */
export const HELD_TAPS_ELEMENT = `<script>${HELD_TAPS_SCRIPT}</script>`;
