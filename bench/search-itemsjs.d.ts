// itemsjs ships no types: the part bench:search uses.
declare module 'itemsjs' {
  interface ItemsJsSearch {
    query?: string;
    per_page?: number;
    page?: number;
    sort?: string;
    filters?: Record<string, string[]>;
    filter?: (item: Record<string, unknown>) => boolean;
  }
  interface ItemsJs {
    search(options: ItemsJsSearch): { pagination: { total: number }; data: { items: unknown[]; aggregations: unknown } };
  }
  export default function itemsjs(items: Record<string, unknown>[], configuration: Record<string, unknown>): ItemsJs;
}
