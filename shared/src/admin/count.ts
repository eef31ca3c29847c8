/** "1 user", "3 users"; the plural given where adding an s is wrong ("entries"). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
