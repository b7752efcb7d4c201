// What a contract type becomes in the browser after JSON: Dates arrive as ISO text. A contract type
// says what the server hands over (a Date where it hands a Date); the screens read it as Wire<T>
// instead of declaring a copy with text dates.
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
