/** jsdom lays nothing out: ProseMirror scrolls the cursor into view through these after a command. */
export const withoutLayout = () => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= rect;
  if (!("getClientRects" in Text.prototype)) Object.assign(Text.prototype, { getClientRects: empty });
  document.elementFromPoint ??= () => null;
};
