/** The fields of a partial update that were sent (undefined ones are left out). */
export const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
