// The flag handling the operator scripts share: parse the flags, print the usage for --help, and stop
// with the usage and a script's own exit code on a bad flag.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints the message and the usage, then ends the process with `exitCode`. */
export function failWithUsage(usage: string, exitCode: number): (message: string) => never {
  return (message) => {
    console.error(`${message}\n${usage}`);
    process.exit(exitCode);
  };
}

/** The parsed flag values; `--help` prints the usage and exits 0, a flag it does not know fails. */
export function parseFlags<T extends ParseArgsConfig>(
  config: T,
  usage: string,
  fail: (message: string) => never,
): ReturnType<typeof parseArgs<T>>['values'] {
  let values: ReturnType<typeof parseArgs<T>>['values'];
  try {
    values = parseArgs(config).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
