// What a server answer type becomes in the browser after JSON: Dates arrive as ISO text. The
// screens' API modules type their answers as Wire<the server's type> instead of declaring a copy.
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
