/** Index access that fails loudly: with noUncheckedIndexedAccess a silent `undefined` would hide a drawing bug. */
export function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}
