// A staff list's page, page size and filters, kept in the address (a reload or a shared link shows the
// same list): default values stay out of it, and a new filter or page size goes back to page 1.
// Two lists on one screen each take a prefix for their parameters.
import { useSearchParams } from 'shared/router';

/** Where a list is: its page and page size, and the move to another (a table's pagination). */
export interface Paging {
  page: number;
  pageSize: number;
  turn(page: number, pageSize: number): void;
}

export interface ListParams<Filters extends Record<string, string>> extends Paging {
  filters: Filters;
  go(next: Partial<Filters> & { page?: number; pageSize?: number }): void;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function useListParams<Filters extends Record<string, string>>(
  defaults: Filters,
  { pageSize: defaultSize = 20, prefix = '' }: { pageSize?: number; prefix?: string } = {},
): ListParams<Filters> {
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key}`;
  const filters = Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, params.get(name(key)) ?? value])) as Filters;
  const page = positive(params.get(name('page')), 1);
  const pageSize = positive(params.get(name('page_size')), defaultSize);

  const go: ListParams<Filters>['go'] = ({ page: nextPage, pageSize: nextSize, ...nextFilters }) => {
    const changed = nextSize !== undefined && nextSize !== pageSize;
    const values: Record<string, string | number> = { ...filters, ...nextFilters, page_size: nextSize ?? pageSize };
    values.page = nextPage !== undefined && !changed ? nextPage : Object.keys(nextFilters).length > 0 || changed ? 1 : page;
    const fallback: Record<string, string | number> = { ...defaults, page: 1, page_size: defaultSize };
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (String(value).trim() === '' || value === fallback[key]) search.delete(name(key));
          else search.set(name(key), String(value).trim());
        }
        return search;
      },
      { replace: false },
    );
  };
  return { page, pageSize, filters, go, turn: (next, size) => go({ page: next, pageSize: size } as Parameters<typeof go>[0]) };
}
