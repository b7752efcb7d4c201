// MUI's media queries answered as if the window were `width` px wide (jsdom has no layout).
export function matchMediaAt(width: number): (query: string) => MediaQueryList {
  const matches = (query: string) =>
    [...query.matchAll(/min-width:\s*([\d.]+)px/g)].every((m) => width >= Number(m[1])) &&
    [...query.matchAll(/max-width:\s*([\d.]+)px/g)].every((m) => width <= Number(m[1]));
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
