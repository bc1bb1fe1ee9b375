/**
 * The shape of the English catalog with any wording: another language's catalog `satisfies`
 * it, so a key missing from it or found only in it is a type error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
