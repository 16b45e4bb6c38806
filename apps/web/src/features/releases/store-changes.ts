const chosen = (stores: Record<string, boolean>) =>
  Object.entries(stores)
    .filter(([, on]) => on)
    .map(([id]) => Number(id));

/** The stores a new choice adds and removes, each in ascending id order. */
export function storeChanges(before: Record<string, boolean>, after: Record<string, boolean>) {
  const was = new Set(chosen(before));
  const now = new Set(chosen(after));
  return {
    added: [...now].filter((id) => !was.has(id)).sort((a, b) => a - b),
    removed: [...was].filter((id) => !now.has(id)).sort((a, b) => a - b),
  };
}
